-- Running a community instance (PRODUCT.md §2, §5): admins, suspension,
-- deleted accounts, resolved reports and the admins' audit trail.

-- role: 'admin' opens the admin console; suspended_at (with the reason)
-- ends the sessions and refuses sign-in; deleted_at marks an erased account.
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin'));
ALTER TABLE users ADD COLUMN suspended_at TEXT;
ALTER TABLE users ADD COLUMN suspend_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN deleted_at TEXT;
-- The few suspended users, read at start for the available lists.
CREATE INDEX users_suspended_idx ON users (id) WHERE suspended_at IS NOT NULL;
-- The admins' user search by the start of a name.
CREATE INDEX users_name_idx ON users (name COLLATE NOCASE);

-- How an admin resolved a report.
ALTER TABLE reports ADD COLUMN resolved_at TEXT;
ALTER TABLE reports ADD COLUMN resolved_by INTEGER REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE reports ADD COLUMN action TEXT CHECK (action IN ('dismiss', 'remove_listing', 'suspend_user'));
CREATE INDEX reports_resolved_idx ON reports (id) WHERE status = 'resolved';

-- Every admin action: who (NULL: the command line), what, on whom, when.
CREATE TABLE admin_audit (
	id INTEGER PRIMARY KEY,
	admin_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
	action TEXT NOT NULL,
	target_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
	target_report_id INTEGER REFERENCES reports (id) ON DELETE SET NULL,
	details TEXT NOT NULL DEFAULT '',
	created_at TEXT NOT NULL
);
