-- E-mails to send (PRODUCT.md §6): stored when their event happens, sent by
-- one worker that retries with backoff for 24 h, across restarts.
CREATE TABLE email_outbox (
	id INTEGER PRIMARY KEY,
	-- One e-mail per event and addressee: storing a key twice keeps one row.
	idempotency_key TEXT NOT NULL UNIQUE,
	-- At most one e-mail per throttle key within a window (a conversation's
	-- message e-mails, one an hour); NULL: not throttled.
	throttle_key TEXT,
	recipient TEXT NOT NULL,
	subject TEXT NOT NULL,
	-- Emptied once sent or failed: the links in it may be live tokens.
	body TEXT NOT NULL,
	headers TEXT NOT NULL DEFAULT '{}', -- a JSON object, e.g. List-Unsubscribe
	attempts INTEGER NOT NULL DEFAULT 0,
	next_attempt_at TEXT NOT NULL,
	created_at TEXT NOT NULL,
	sent_at TEXT,
	failed_at TEXT,
	last_error TEXT
);
-- The worker reads the due rows, and the next one due, from this alone.
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at, id)
	WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX email_outbox_throttle_idx ON email_outbox (throttle_key, created_at)
	WHERE throttle_key IS NOT NULL;
-- Finished rows are deleted after a while, oldest first.
CREATE INDEX email_outbox_created_idx ON email_outbox (created_at);

-- E-mail kinds (PRODUCT.md §5's notification kinds) a user turned off; every
-- kind is on until then. Account e-mails have no kind here: they are always sent.
CREATE TABLE email_opt_outs (
	user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	kind TEXT NOT NULL,
	PRIMARY KEY (user_id, kind)
) WITHOUT ROWID;

-- Other notification settings of a user; no row: the defaults (push off).
CREATE TABLE notification_settings (
	user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
	push INTEGER NOT NULL DEFAULT 0
);
