-- Places are ids of the embedded gazetteer; their names come from it.
CREATE TABLE rides (
	id INTEGER PRIMARY KEY,
	driver_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	vehicle_id INTEGER NOT NULL REFERENCES vehicles (id),
	status TEXT NOT NULL DEFAULT 'Planned'
		CHECK (status IN ('Planned', 'In Progress', 'Completed', 'Cancelled')),
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
CREATE INDEX rides_driver_idx ON rides (driver_id, id DESC);
CREATE INDEX rides_status_departure_idx ON rides (status, departure_at);
CREATE INDEX rides_vehicle_idx ON rides (vehicle_id, status);

CREATE TABLE parcels (
	id INTEGER PRIMARY KEY,
	sender_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	status TEXT NOT NULL DEFAULT 'New'
		CHECK (status IN ('New', 'Accepted', 'In Transit', 'Delivered', 'Failed', 'Cancelled')),
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
	updated_at TEXT NOT NULL
);
CREATE INDEX parcels_sender_idx ON parcels (sender_id, id DESC);
CREATE INDEX parcels_ride_idx ON parcels (ride_id, status);
CREATE INDEX parcels_status_shipping_idx ON parcels (status, shipping_date);
