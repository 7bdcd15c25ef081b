-- A driver's refusal of a parcel at pickup (PRODUCT.md §5 "Refused pickup"): the parcel is New again, and
-- its sender's timeline keeps the last refusal: when, why, the driver's words, and which driver (no foreign
-- key: the refused parcel is its sender's, not part of the driver's data).
ALTER TABLE parcels ADD COLUMN refused_at TEXT;
ALTER TABLE parcels ADD COLUMN refused_reason TEXT
	CHECK (refused_reason IN ('prohibited', 'not_as_described', 'not_there', 'other'));
ALTER TABLE parcels ADD COLUMN refused_details TEXT;
ALTER TABLE parcels ADD COLUMN refused_by INTEGER;
