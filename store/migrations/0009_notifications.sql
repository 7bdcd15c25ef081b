-- What happened to a user's parcels and rides (PRODUCT.md §5 Notification),
-- written in the same transaction as the change that caused it.
CREATE TABLE notifications (
	id INTEGER PRIMARY KEY,
	user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	kind TEXT NOT NULL,
	actor_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
	parcel_id INTEGER REFERENCES parcels (id) ON DELETE CASCADE,
	ride_id INTEGER REFERENCES rides (id) ON DELETE CASCADE,
	request_id INTEGER REFERENCES requests (id) ON DELETE CASCADE,
	conversation_id INTEGER,
	created_at TEXT NOT NULL,
	read_at TEXT
);
-- A user's list, newest first, by id.
CREATE INDEX notifications_user_idx ON notifications (user_id, id);
-- The unread count reads only the unread ones.
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- When the answering side was reminded of a pending request (once, 24 h after it was sent).
ALTER TABLE requests ADD COLUMN reminded_at TEXT;
-- The hourly pass finds the requests due a reminder without reading the others.
CREATE INDEX requests_unreminded_idx ON requests (created_at) WHERE status = 'pending' AND reminded_at IS NULL;
