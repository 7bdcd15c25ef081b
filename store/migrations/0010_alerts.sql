-- Saved routes (PRODUCT.md §5 Alert): a driver asks to hear of parcels on a
-- route ('parcels'), a sender of rides ('rides'), optionally within dates.
CREATE TABLE alerts (
	id INTEGER PRIMARY KEY,
	user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	kind TEXT NOT NULL CHECK (kind IN ('parcels', 'rides')),
	from_place_id INTEGER NOT NULL,
	to_place_id INTEGER NOT NULL,
	date_from TEXT,
	date_to TEXT,
	created_at TEXT NOT NULL
);
CREATE INDEX alerts_user_idx ON alerts (user_id, id);

-- Who was told of a published ride or parcel ('ride' or 'parcel', its id):
-- once, whether through an alert or a New parcel watching for rides.
CREATE TABLE matches_told (
	user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	item TEXT NOT NULL,
	item_id INTEGER NOT NULL,
	PRIMARY KEY (user_id, item, item_id)
) WITHOUT ROWID;
