-- The available lists read every open parcel and ride and match them against the gazetteer: these
-- covering indexes hold all that matching reads, so the scans never touch the tables.
DROP INDEX parcels_status_shipping_idx;
CREATE INDEX parcels_open_idx ON parcels
	(status, shipping_date, sender_id, from_place_id, to_place_id, delivery_date, type);
DROP INDEX rides_status_departure_idx;
CREATE INDEX rides_open_idx ON rides
	(status, departure_at, driver_id, from_place_id, to_place_id, capacity, parcel_types);
