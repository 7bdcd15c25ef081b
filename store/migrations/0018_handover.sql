-- The handover (PRODUCT.md §3): when each step happened, the driver's pickup
-- plan, and the photos taken at pickup and delivery.
ALTER TABLE parcels ADD COLUMN accepted_at TEXT;
ALTER TABLE parcels ADD COLUMN closed_at TEXT; -- cancelled or expired
ALTER TABLE parcels ADD COLUMN pickup_at TEXT;
ALTER TABLE parcels ADD COLUMN pickup_place TEXT;

UPDATE parcels SET accepted_at = (SELECT MAX(q.updated_at) FROM requests q
	WHERE q.parcel_id = parcels.id AND q.ride_id = parcels.ride_id AND q.status = 'approved')
	WHERE ride_id IS NOT NULL;
UPDATE parcels SET accepted_at = updated_at WHERE ride_id IS NOT NULL AND accepted_at IS NULL;
UPDATE parcels SET closed_at = updated_at WHERE status IN ('Cancelled', 'Expired');

CREATE TABLE parcel_photos (
	id INTEGER PRIMARY KEY,
	parcel_id INTEGER NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
	stage TEXT NOT NULL CHECK (stage IN ('pickup', 'delivery')),
	content_type TEXT NOT NULL,
	data BLOB NOT NULL,
	taken_at TEXT NOT NULL
);
CREATE INDEX parcel_photos_parcel_idx ON parcel_photos (parcel_id, stage);
