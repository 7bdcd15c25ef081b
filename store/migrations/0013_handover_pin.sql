-- The handover PIN (PRODUCT.md §5): made at pickup, shown to the sender and
-- e-mailed to the recipient; the driver may enter it to finish the delivery.
-- Five wrong tries lock that path (the recipient's link still works).
ALTER TABLE parcels ADD COLUMN handover_pin TEXT;
ALTER TABLE parcels ADD COLUMN handover_tries INTEGER NOT NULL DEFAULT 0;
