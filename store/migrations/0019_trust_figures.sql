-- Trust figures of the public card (PRODUCT.md §2), kept by the writes that
-- change them so that a card reads a few rows: parcels delivered as driver and
-- as sender, and each request a user answered or let expire.
ALTER TABLE users ADD COLUMN deliveries_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN sent_count INTEGER NOT NULL DEFAULT 0;

UPDATE users SET
	deliveries_count = (SELECT COUNT(*) FROM parcels p JOIN rides r ON r.id = p.ride_id
		WHERE r.driver_id = users.id AND p.status = 'Delivered'),
	sent_count = (SELECT COUNT(*) FROM parcels p WHERE p.sender_id = users.id AND p.status = 'Delivered');

-- One row per request to user_id that they approved or declined (answered,
-- after answer_seconds) or that ran out of time unanswered.
CREATE TABLE request_answers (
	request_id INTEGER PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
	user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	closed_at TEXT NOT NULL,
	answered INTEGER NOT NULL CHECK (answered IN (0, 1)),
	answer_seconds INTEGER
);
CREATE INDEX request_answers_user_idx ON request_answers (user_id, closed_at);

-- Past expiries caused by someone else (the parcel went to another ride, or
-- either side was cancelled) were not the user's silence: left out.
INSERT INTO request_answers (request_id, user_id, closed_at, answered, answer_seconds)
SELECT q.id,
	CASE q.direction WHEN 'fromSender' THEN r.driver_id ELSE p.sender_id END,
	q.updated_at,
	q.status <> 'expired',
	CASE WHEN q.status <> 'expired'
		THEN MAX(0, CAST(ROUND((julianday(q.updated_at) - julianday(q.created_at)) * 86400) AS INTEGER)) END
FROM requests q JOIN parcels p ON p.id = q.parcel_id JOIN rides r ON r.id = q.ride_id
WHERE q.status IN ('approved', 'declined')
	OR (q.status = 'expired' AND p.status <> 'Cancelled' AND r.status <> 'Cancelled'
		AND (p.ride_id IS NULL OR p.ride_id = q.ride_id));
