-- Sessions of github.com/alexedwards/scs/sqlite3store.
CREATE TABLE sessions (
	token TEXT PRIMARY KEY,
	data BLOB NOT NULL,
	expiry REAL NOT NULL
);
CREATE INDEX sessions_expiry_idx ON sessions (expiry);

CREATE TABLE users (
	id INTEGER PRIMARY KEY,
	email TEXT NOT NULL UNIQUE,
	password_hash TEXT NOT NULL,
	name TEXT NOT NULL DEFAULT '',
	surname TEXT NOT NULL DEFAULT '',
	phone TEXT NOT NULL DEFAULT '',
	language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'uk')),
	wants_to_drive INTEGER NOT NULL DEFAULT 0,
	email_verified_at TEXT,
	-- auth_version grows when the password changes; sessions carrying an older one end.
	auth_version INTEGER NOT NULL DEFAULT 1,
	created_at TEXT NOT NULL,
	updated_at TEXT NOT NULL
);

-- Single-use e-mailed tokens (verify address, reset password), stored as SHA-256 hashes.
CREATE TABLE email_tokens (
	id INTEGER PRIMARY KEY,
	user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
	token_hash BLOB NOT NULL UNIQUE,
	email TEXT NOT NULL,
	expires_at TEXT NOT NULL,
	used_at TEXT,
	created_at TEXT NOT NULL
);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose);
