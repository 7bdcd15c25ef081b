import type { ParcelType } from '@/types/api';

/** PARCEL_TYPES are all the parcel types, in the order the forms offer them (a parcel's kind, a ride's limits). */
export const PARCEL_TYPES = [
  'documents',
  'clothing',
  'electronics',
  'furniture',
  'books',
  'toys',
  'food',
  'other',
] as const satisfies readonly ParcelType[];
