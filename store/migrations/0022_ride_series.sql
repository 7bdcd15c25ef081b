-- Regular trips (PRODUCT.md §5 "Ride series"): one ordinary ride per chosen
-- weekday, all naming their series. The series keeps what the driver chose
-- (weekdays, the last day), so a ride can say "every Mon and Wed until 12 Feb"
-- after some of its rides are cancelled.
CREATE TABLE ride_series (
	id INTEGER PRIMARY KEY,
	driver_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	weekdays TEXT NOT NULL, -- ISO weekdays, Monday 1, comma-separated and ascending: "1,3"
	until TEXT NOT NULL,    -- the last day that may hold a ride, Kyiv's date
	created_at TEXT NOT NULL
);

ALTER TABLE rides ADD COLUMN series_id INTEGER REFERENCES ride_series (id);
CREATE INDEX rides_series_idx ON rides (series_id, departure_at) WHERE series_id IS NOT NULL;
