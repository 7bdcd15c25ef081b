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

-- The abuse limits of several servers on one database (PostgreSQL; one SQLite server counts in memory):
-- the calls of one address or user to one action in the current window.
CREATE TABLE rate_limits (
	bucket TEXT PRIMARY KEY,  -- action:address or action:user
	window_start TEXT NOT NULL,
	hits INTEGER NOT NULL
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
