-- The costs of delivered parcels by route and size, written with the
-- delivery itself: the price suggestion's "typical" range reads a few rows
-- of one route's last 180 days instead of every parcel. No parcel id, no
-- person: the row outlives an erased account's parcels.
CREATE TABLE delivered_costs (
	from_place INTEGER NOT NULL,
	to_place INTEGER NOT NULL,
	size TEXT NOT NULL,
	cost INTEGER NOT NULL,
	delivered_at TEXT NOT NULL
);
CREATE INDEX delivered_costs_route_idx ON delivered_costs (from_place, to_place, size, delivered_at, cost);

INSERT INTO delivered_costs (from_place, to_place, size, cost, delivered_at)
	SELECT from_place_id, to_place_id, size, cost, delivered_at FROM parcels
	WHERE status = 'Delivered' AND delivered_at IS NOT NULL;
