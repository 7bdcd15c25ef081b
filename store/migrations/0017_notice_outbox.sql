-- A notification's e-mail is owed from the transaction that writes it: its
-- row here is written there, and deleted once the e-mail is in email_outbox
-- (or the notification needs none), so a crash in between loses nothing.
CREATE TABLE notice_outbox (
	notification_id INTEGER PRIMARY KEY REFERENCES notifications (id) ON DELETE CASCADE,
	created_at TEXT NOT NULL
);
