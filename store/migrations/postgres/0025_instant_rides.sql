-- Instant booking (docs/product.md §5), as PostgreSQL's boolean.
ALTER TABLE rides ADD COLUMN instant BOOLEAN NOT NULL DEFAULT FALSE;
