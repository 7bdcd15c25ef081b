-- Web Push subscriptions (RFC 8030), one per device: its push service's
-- endpoint and the keys that encrypt for it (RFC 8291).
CREATE TABLE push_subscriptions (
	id INTEGER PRIMARY KEY,
	user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	endpoint TEXT NOT NULL UNIQUE,
	p256dh TEXT NOT NULL,
	auth TEXT NOT NULL,
	created_at TEXT NOT NULL
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
