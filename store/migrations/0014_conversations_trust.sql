-- Conversations and trust both ways (PRODUCT.md §2, §5): messages between a
-- parcel's sender and a ride's driver, the driver's rating of the sender,
-- blocks between users, and reports for the instance's admins.

-- A request may carry a message (≤500) for the other side; it is also the
-- first message of the pair's conversation.
ALTER TABLE requests ADD COLUMN message TEXT NOT NULL DEFAULT '';

-- One conversation per (parcel, ride) pair, made with the pair's first
-- request. The unread counters are each side's; last_at is NULL until the
-- first message (conversations without one are not listed).
CREATE TABLE conversations (
	id INTEGER PRIMARY KEY,
	parcel_id INTEGER NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
	ride_id INTEGER NOT NULL REFERENCES rides (id) ON DELETE CASCADE,
	sender_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	driver_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	last_message_id INTEGER,
	last_at TEXT,
	sender_unread INTEGER NOT NULL DEFAULT 0,
	driver_unread INTEGER NOT NULL DEFAULT 0,
	created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX conversations_pair_idx ON conversations (parcel_id, ride_id);
CREATE INDEX conversations_sender_idx ON conversations (sender_id, last_at) WHERE last_at IS NOT NULL;
CREATE INDEX conversations_driver_idx ON conversations (driver_id, last_at) WHERE last_at IS NOT NULL;
INSERT INTO conversations (parcel_id, ride_id, sender_id, driver_id, created_at)
	SELECT q.parcel_id, q.ride_id, p.sender_id, r.driver_id, MIN(q.created_at)
	FROM requests q JOIN parcels p ON p.id = q.parcel_id JOIN rides r ON r.id = q.ride_id
	GROUP BY q.parcel_id, q.ride_id;

-- Messages are stored as typed; contacts in them are masked when read.
CREATE TABLE messages (
	id INTEGER PRIMARY KEY,
	conversation_id INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
	author_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	text TEXT NOT NULL,
	created_at TEXT NOT NULL
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, id);

-- The driver's rating of the sender after a delivery: one per parcel.
CREATE TABLE sender_ratings (
	parcel_id INTEGER PRIMARY KEY REFERENCES parcels (id) ON DELETE CASCADE,
	sender_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	driver_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
	comment TEXT NOT NULL DEFAULT '',
	created_at TEXT NOT NULL
);
-- A user's reviews, newest first, as sender and as driver.
CREATE INDEX sender_ratings_sender_idx ON sender_ratings (sender_id, created_at);
CREATE INDEX feedback_driver_time_idx ON feedback (driver_id, created_at);

-- blocker no longer sees blocked, and the other way round.
CREATE TABLE blocks (
	blocker_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	blocked_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	created_at TEXT NOT NULL,
	PRIMARY KEY (blocker_id, blocked_id)
) WITHOUT ROWID;
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id, blocker_id);

-- Reports of a user, a parcel or a ride, for the admins.
CREATE TABLE reports (
	id INTEGER PRIMARY KEY,
	reporter_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
	parcel_id INTEGER REFERENCES parcels (id) ON DELETE CASCADE,
	ride_id INTEGER REFERENCES rides (id) ON DELETE CASCADE,
	reason TEXT NOT NULL CHECK (reason IN ('spam', 'fraud', 'abuse', 'prohibited', 'other')),
	details TEXT NOT NULL DEFAULT '',
	status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
	created_at TEXT NOT NULL,
	CHECK ((user_id IS NOT NULL) + (parcel_id IS NOT NULL) + (ride_id IS NOT NULL) = 1)
);
CREATE INDEX reports_open_idx ON reports (id) WHERE status = 'open';
CREATE INDEX reports_reporter_idx ON reports (reporter_id, created_at);
