-- Server secrets made at first start (e.g. the key that signs delivery links).
CREATE TABLE app_secrets (
	name TEXT PRIMARY KEY,
	value BLOB NOT NULL
);

-- A recipient's rating of the driver who carried their parcel: one per parcel.
CREATE TABLE feedback (
	parcel_id INTEGER PRIMARY KEY REFERENCES parcels (id) ON DELETE CASCADE,
	driver_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
	comment TEXT NOT NULL DEFAULT '',
	created_at TEXT NOT NULL
);
CREATE INDEX feedback_driver_idx ON feedback (driver_id);

ALTER TABLE parcels ADD COLUMN picked_up_at TEXT;
ALTER TABLE parcels ADD COLUMN delivered_at TEXT;
