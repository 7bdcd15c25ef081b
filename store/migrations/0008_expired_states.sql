-- ridepost:foreign-keys-off
-- Parcels and rides gain the Expired state (PRODUCT.md §5). SQLite cannot alter a CHECK, so both tables are
-- rebuilt (with foreign keys off, so that dropping the old tables cascades nothing) and their indexes made again.
CREATE TABLE rides_new (
	id INTEGER PRIMARY KEY,
	driver_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	vehicle_id INTEGER NOT NULL REFERENCES vehicles (id),
	status TEXT NOT NULL DEFAULT 'Planned'
		CHECK (status IN ('Planned', 'In Progress', 'Completed', 'Cancelled', 'Expired')),
	from_place_id INTEGER NOT NULL,
	from_street TEXT NOT NULL DEFAULT '',
	to_place_id INTEGER NOT NULL,
	to_street TEXT NOT NULL DEFAULT '',
	departure_at TEXT NOT NULL,
	arrival_at TEXT,
	capacity INTEGER NOT NULL CHECK (capacity BETWEEN 1 AND 20),
	parcel_types TEXT NOT NULL DEFAULT '',
	created_at TEXT NOT NULL,
	updated_at TEXT NOT NULL
);
INSERT INTO rides_new (id, driver_id, vehicle_id, status, from_place_id, from_street, to_place_id, to_street,
	departure_at, arrival_at, capacity, parcel_types, created_at, updated_at)
	SELECT id, driver_id, vehicle_id, status, from_place_id, from_street, to_place_id, to_street,
	departure_at, arrival_at, capacity, parcel_types, created_at, updated_at FROM rides;
DROP TABLE rides;
ALTER TABLE rides_new RENAME TO rides;
CREATE INDEX rides_driver_idx ON rides (driver_id, id DESC);
CREATE INDEX rides_vehicle_idx ON rides (vehicle_id, status);
CREATE INDEX rides_open_idx ON rides
	(status, departure_at, driver_id, from_place_id, to_place_id, capacity, parcel_types);

CREATE TABLE parcels_new (
	id INTEGER PRIMARY KEY,
	sender_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	status TEXT NOT NULL DEFAULT 'New'
		CHECK (status IN ('New', 'Accepted', 'In Transit', 'Delivered', 'Failed', 'Cancelled', 'Expired')),
	type TEXT NOT NULL,
	size TEXT NOT NULL CHECK (size IN ('S', 'M', 'L', 'XL')),
	details TEXT NOT NULL DEFAULT '',
	cost INTEGER NOT NULL CHECK (cost BETWEEN 0 AND 100000),
	from_place_id INTEGER NOT NULL,
	from_street TEXT NOT NULL DEFAULT '',
	to_place_id INTEGER NOT NULL,
	to_street TEXT NOT NULL DEFAULT '',
	shipping_date TEXT NOT NULL,
	delivery_date TEXT,
	recipient_name TEXT NOT NULL,
	recipient_last_name TEXT NOT NULL DEFAULT '',
	recipient_phone TEXT NOT NULL DEFAULT '',
	recipient_email TEXT NOT NULL DEFAULT '',
	ride_id INTEGER REFERENCES rides (id),
	created_at TEXT NOT NULL,
	updated_at TEXT NOT NULL,
	picked_up_at TEXT,
	delivered_at TEXT
);
INSERT INTO parcels_new (id, sender_id, status, type, size, details, cost, from_place_id, from_street, to_place_id,
	to_street, shipping_date, delivery_date, recipient_name, recipient_last_name, recipient_phone, recipient_email,
	ride_id, created_at, updated_at, picked_up_at, delivered_at)
	SELECT id, sender_id, status, type, size, details, cost, from_place_id, from_street, to_place_id,
	to_street, shipping_date, delivery_date, recipient_name, recipient_last_name, recipient_phone, recipient_email,
	ride_id, created_at, updated_at, picked_up_at, delivered_at FROM parcels;
DROP TABLE parcels;
ALTER TABLE parcels_new RENAME TO parcels;
CREATE INDEX parcels_sender_idx ON parcels (sender_id, id DESC);
CREATE INDEX parcels_ride_idx ON parcels (ride_id, status);
CREATE INDEX parcels_open_idx ON parcels
	(status, shipping_date, sender_id, from_place_id, to_place_id, delivery_date, type);
-- The housekeeping finds New parcels past their deliver-by date without reading the others.
CREATE INDEX parcels_deliver_by_idx ON parcels (status, delivery_date) WHERE delivery_date IS NOT NULL;
