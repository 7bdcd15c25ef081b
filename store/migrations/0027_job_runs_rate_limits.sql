-- Timed jobs run once a period however many servers share the database: a job's transaction first inserts
-- the period's row, and the server that cannot (another did) skips the period. A server that dies mid-job
-- rolls its row back with the job, and the period is free again.
CREATE TABLE job_runs (
	job TEXT NOT NULL,
	slot TEXT NOT NULL,       -- the period's start
	runner TEXT NOT NULL,     -- the server that ran it
	started_at TEXT NOT NULL,
	PRIMARY KEY (job, slot)
);

-- The abuse limits of several servers on one database (PostgreSQL; one SQLite server counts in memory): a token
-- bucket for each action and address or user, as the one in memory.
CREATE TABLE rate_limits (
	bucket TEXT PRIMARY KEY,         -- action:address or action:user
	tokens DOUBLE PRECISION NOT NULL, -- calls left at at_ms
	at_ms BIGINT NOT NULL            -- Unix time in milliseconds of the last call let through
);
CREATE INDEX rate_limits_at_idx ON rate_limits (at_ms);
