import type { Address, Place } from '@/types/api';

/** placeOfAddress turns an address back into the city a form's field holds ("Post again", a route to post for). */
export const placeOfAddress = (a: Address): Place => ({
  placeId: a.placeId,
  name: a.city,
  region: a.region,
  nameEn: a.city,
  nameUk: a.cityUk,
  country: a.country,
  lat: a.lat ?? 0,
  lng: a.lng ?? 0,
});
