-- Delivery requests between a parcel and a ride, sent by either side.
CREATE TABLE requests (
	id INTEGER PRIMARY KEY,
	parcel_id INTEGER NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
	ride_id INTEGER NOT NULL REFERENCES rides (id) ON DELETE CASCADE,
	direction TEXT NOT NULL CHECK (direction IN ('fromSender', 'fromDriver')),
	cost INTEGER NOT NULL CHECK (cost BETWEEN 0 AND 100000),
	status TEXT NOT NULL DEFAULT 'pending'
		CHECK (status IN ('pending', 'approved', 'declined', 'cancelled', 'expired')),
	created_at TEXT NOT NULL,
	updated_at TEXT NOT NULL
);
-- One pending request per (parcel, ride), whichever side sent it.
CREATE UNIQUE INDEX requests_pending_idx ON requests (parcel_id, ride_id) WHERE status = 'pending';
CREATE INDEX requests_ride_idx ON requests (ride_id, id DESC);
CREATE INDEX requests_parcel_idx ON requests (parcel_id, id DESC);
