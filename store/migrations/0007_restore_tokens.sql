-- A third kind of e-mailed token: "restore", mailed to the old address when the address changes, puts the
-- account back in its owner's hands. SQLite cannot alter a CHECK, so the table is rebuilt.
CREATE TABLE email_tokens_new (
	id INTEGER PRIMARY KEY,
	user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset', 'restore')),
	token_hash BLOB NOT NULL UNIQUE,
	email TEXT NOT NULL,
	expires_at TEXT NOT NULL,
	used_at TEXT,
	created_at TEXT NOT NULL
);
INSERT INTO email_tokens_new (id, user_id, purpose, token_hash, email, expires_at, used_at, created_at)
	SELECT id, user_id, purpose, token_hash, email, expires_at, used_at, created_at FROM email_tokens;
DROP TABLE email_tokens;
ALTER TABLE email_tokens_new RENAME TO email_tokens;
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose);
