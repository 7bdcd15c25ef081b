import * as z from 'zod/mini';

import type { AddressInput, Place } from '@/types/api';

// The two ends of a route as the parcel and ride forms hold them: a city chosen from the list and a street.

/** addressSchema is one end of a route in a form: the chosen city (null until one is chosen) and a street. */
export const addressSchema = z.object({ place: z.nullable(z.custom<Place>()), street: z.string() });

/** AddressFormValues is what a form holds for one end of a route. */
export type AddressFormValues = z.input<typeof addressSchema>;

/**
 * checkRoute reports the issues of a route's two ends, each a field code under "<end>.place" or "<end>.street":
 * every end needs a city from the list and a street of at most streetMax characters, and the two cities differ.
 */
export function checkRoute<K extends string>(
  values: Record<K, AddressFormValues>,
  [from, to]: readonly [K, K],
  streetMax: number,
  issue: (path: string, code: string) => void,
): void {
  for (const key of [from, to]) {
    if (!values[key].place) issue(`${key}.place`, 'choose_city');
    if ([...values[key].street.trim()].length > streetMax) issue(`${key}.street`, 'too_long');
  }
  if (values[from].place && values[from].place.placeId === values[to].place?.placeId) issue(`${to}.place`, 'same_city');
}

/** toAddressInput is one end of a route as the server takes it: the city's id (0 if none) and the trimmed street. */
export const toAddressInput = (a: AddressFormValues): AddressInput => ({
  placeId: a.place?.placeId ?? 0,
  street: a.street.trim(),
});

// Kept in its own file, without zod, for the screens a phone loads first (intent.ts).
export { placeOfAddress } from './place-of-address';
