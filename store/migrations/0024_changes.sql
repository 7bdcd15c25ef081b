-- The change feed: what each write transaction changed (ids only), written in that transaction, so that every
-- server on the database follows every other's writes in commit order from where it left off.
-- AUTOINCREMENT: an id is never used twice, even once older rows are trimmed.
CREATE TABLE changes (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	origin TEXT NOT NULL,   -- the server that committed it, which applied it already
	payload TEXT NOT NULL,  -- a JSON object of id lists
	created_at TEXT NOT NULL
);
CREATE INDEX changes_created_idx ON changes (created_at);
