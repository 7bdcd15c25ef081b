import { vi } from 'vitest';

import type { AcceptedParcel, Address, Parcel, Place, PriceSuggestion, Ride, Vehicle } from '@/types/api';

import { json } from './fetch-mock';

/** Cities of the gazetteer as GET /api/places sends them (English). */
export const KYIV: Place = {
  placeId: 703448,
  name: 'Kyiv',
  region: 'Kyiv',
  nameEn: 'Kyiv',
  nameUk: 'Київ',
  country: 'UA',
  lat: 50.45466,
  lng: 30.5238,
};
export const LVIV: Place = {
  placeId: 702550,
  name: 'Lviv',
  region: 'Lviv Oblast',
  nameEn: 'Lviv',
  nameUk: 'Львів',
  country: 'UA',
  lat: 49.83826,
  lng: 24.02324,
};
export const ODESA: Place = {
  placeId: 698740,
  name: 'Odesa',
  region: 'Odesa Oblast',
  nameEn: 'Odesa',
  nameUk: 'Одеса',
  country: 'UA',
  lat: 46.47747,
  lng: 30.73262,
};

/** address is a place as an Address of a parcel or ride. */
export const address = (p: Place, street = ''): Address => ({
  country: p.country,
  city: p.nameEn,
  cityUk: p.nameUk,
  region: p.region,
  regionUk: p.region,
  placeId: p.placeId,
  street,
  lat: p.lat,
  lng: p.lng,
});

/** parcelFixture is a New parcel of user 7 from Kyiv to Lviv. */
export const parcelFixture = (over: Partial<Parcel> = {}): Parcel => ({
  parcelId: 41,
  senderId: 7,
  status: 'New',
  type: 'documents',
  size: 'M',
  details: 'Two folders of papers',
  cost: 150,
  shippingAddress: address(KYIV, 'Khreshchatyk 1'),
  shippingDate: '2030-05-12',
  deliveryAddress: address(LVIV),
  deliveryDate: null,
  recipient: { name: 'Taras', lastName: 'Shevchenko', phoneNumber: '+380671234567', emailAddress: '' },
  rideId: null,
  createdAt: '2030-05-01T10:00:00Z',
  pendingRequests: 0,
  hasRequests: false,
  pickupPlan: null,
  timeline: [{ event: 'posted', at: '2030-05-01T10:00:00Z' }],
  photos: [],
  prohibitedAck: true,
  ...over,
});

export const carFixture: Vehicle = {
  VehicleId: 2,
  vehicleType: 'car',
  modelType: 'sedan',
  modelName: 'Toyota Corolla',
  idNumber: 'AA 1234 BB',
};

/** rideFixture is a Planned ride of user 7 from Kyiv to Lviv. */
export const rideFixture = (over: Partial<Ride> = {}): Ride => ({
  rideId: 3,
  driverId: 7,
  vehicleId: carFixture.VehicleId,
  status: 'Planned',
  departureAddress: address(KYIV),
  departureDate: '2030-05-12T06:30:00Z',
  arrivalAddress: address(LVIV),
  arrivalDate: null,
  capacity: 4,
  usedCapacity: 0,
  parcelsTypes: [],
  totalCost: 0,
  acceptedParcelList: [],
  hasRequests: false,
  pendingRequests: 0,
  vehicle: carFixture,
  createdAt: '2030-05-01T10:00:00Z',
  seriesId: null,
  instant: false,
  ...over,
});

/** acceptedFixture is an Accepted parcel of ride 3, Kyiv to Lviv, as its driver sees it: no plan, no photos yet. */
export const acceptedFixture = (over: Partial<AcceptedParcel> = {}): AcceptedParcel => ({
  rideId: 3,
  parcelId: 50,
  status: 'Accepted',
  type: 'books',
  size: 'S',
  details: '',
  cost: 150,
  shippingAddress: address(KYIV),
  deliveryAddress: address(LVIV),
  shippingDate: '2030-05-12',
  deliveryDate: null,
  sender: { name: 'Iryna', surname: 'Bondar', phone: '+380671112233', email: 'iryna@example.com' },
  recipient: { name: 'Ivan', lastName: 'Franko', emailAddress: 'ivan@example.com' },
  senderRated: false,
  pickupPlan: null,
  photos: [],
  ...over,
});

/**
 * withPlaces answers GET /api/places from a small gazetteer (names starting with q) and passes every other
 * call to the fetch stub installed before it (mockFetch).
 */
export function withPlaces(places: Place[] = [KYIV, LVIV, ODESA]): void {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/places') return inner(input, init);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return Promise.resolve(
      json(
        200,
        places.filter((p) => p.nameEn.toLowerCase().startsWith(q) || p.nameUk.toLowerCase().startsWith(q)),
      ),
    );
  });
}

/** KYIV_LVIV_PRICES are the server's suggestions Kyiv → Lviv (docs/product.md §5), by size. */
export const KYIV_LVIV_PRICES: Record<string, number> = { S: 120, M: 200, L: 310, XL: 530 };

/**
 * withPrices answers GET /api/prices/suggest with the Kyiv → Lviv figures for the asked size (typical adds a
 * range) and passes every other call to the fetch stub installed before it.
 */
export function withPrices(typical: PriceSuggestion['typical'] = null): void {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/prices/suggest') return inner(input, init);
    const suggested = KYIV_LVIV_PRICES[url.searchParams.get('size') ?? ''];
    return Promise.resolve(json(200, { suggested, distanceKm: 468, typical }));
  });
}
