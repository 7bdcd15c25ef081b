-- picture_version is a short hash of the stored picture ('' = none); it is
-- part of the picture's URL, so a new picture gets a new URL and caches hold.
ALTER TABLE users ADD COLUMN picture_version TEXT NOT NULL DEFAULT '';

CREATE TABLE user_pictures (
	user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
	content_type TEXT NOT NULL,
	data BLOB NOT NULL,
	updated_at TEXT NOT NULL
);

-- Vehicles are soft-deleted (deleted_at) so that past rides keep naming theirs.
CREATE TABLE vehicles (
	id INTEGER PRIMARY KEY,
	user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	vehicle_type TEXT NOT NULL CHECK (vehicle_type IN ('car', 'motorcycle', 'scooter', 'bicycle')),
	model_type TEXT NOT NULL DEFAULT '',
	model_name TEXT NOT NULL DEFAULT '',
	id_number TEXT NOT NULL DEFAULT '',
	created_at TEXT NOT NULL,
	deleted_at TEXT
);
CREATE INDEX vehicles_user_idx ON vehicles (user_id, deleted_at, id);
