/** idParam reads an id from the address (?rideId=, ?from=, /parcel/:id): a whole number above 0, else undefined. */
export const idParam = (v: string | null): number | undefined => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};
