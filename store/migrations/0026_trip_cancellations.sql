-- Reliability on the public card (docs/product.md §2 "cancellations"): one row per
-- trip a member took on (a ride once a parcel was accepted onto it, a parcel
-- once approved on a ride), marked when they cancelled it, late within 24 h
-- of the departure.
CREATE TABLE trips (
	kind TEXT NOT NULL CHECK (kind IN ('ride', 'parcel')),
	item_id INTEGER NOT NULL,
	user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	took_at TEXT NOT NULL,
	cancelled_at TEXT,
	late INTEGER NOT NULL DEFAULT 0 CHECK (late IN (0, 1)),
	PRIMARY KEY (kind, item_id)
);
CREATE INDEX trips_user_idx ON trips (user_id, took_at);

-- The trips under way or done so far; earlier cancellations left no trace to count.
INSERT INTO trips (kind, item_id, user_id, took_at)
SELECT 'ride', r.id, r.driver_id, MIN(p.accepted_at)
FROM rides r JOIN parcels p ON p.ride_id = r.id
WHERE p.accepted_at IS NOT NULL AND p.status IN ('Accepted', 'In Transit', 'Delivered', 'Failed')
GROUP BY r.id
ON CONFLICT DO NOTHING;
INSERT INTO trips (kind, item_id, user_id, took_at)
SELECT 'parcel', p.id, p.sender_id, p.accepted_at
FROM parcels p
WHERE p.accepted_at IS NOT NULL AND p.status IN ('Accepted', 'In Transit', 'Delivered', 'Failed')
ON CONFLICT DO NOTHING;
