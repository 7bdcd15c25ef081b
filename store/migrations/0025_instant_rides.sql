-- Instant booking (docs/product.md §5): a sender's request that fits an instant
-- ride is approved in the transaction that makes it.
ALTER TABLE rides ADD COLUMN instant INTEGER NOT NULL DEFAULT 0;
