-- What is inside a parcel (PRODUCT.md §5): the value the sender declares
-- (UAH, optional), the sender's tick that nothing on the prohibited list is
-- inside (parcels posted before the tick existed count as ticked), and
-- whether the driver saw the contents at pickup (NULL: not picked up yet,
-- or picked up before the question was asked).
ALTER TABLE parcels ADD COLUMN declared_value INTEGER CHECK (declared_value BETWEEN 0 AND 100000);
ALTER TABLE parcels ADD COLUMN prohibited_ack INTEGER NOT NULL DEFAULT 1 CHECK (prohibited_ack IN (0, 1));
ALTER TABLE parcels ADD COLUMN inspected INTEGER CHECK (inspected IN (0, 1));
