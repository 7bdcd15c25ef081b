/**
 * The hand-kept API types of api.ts against the ones generated from the
 * server's OpenAPI description (openapi.gen.ts, `npm run gen:api`): tsc
 * fails when a type here has a field the server does not send, of another
 * type, or misses one it does. api.ts is narrower (its unions of statuses
 * and kinds); the generated types will replace it as the description
 * gains them.
 */
import type {
  AcceptedParcel,
  Address,
  AuthResponse,
  AvailablePage,
  AvailableParcel,
  AvailableRide,
  Contact,
  Delivery,
  DeliveryRequest,
  Parcel,
  PendingPair,
  Place,
  Profile,
  PublicCard,
  Rating,
  Recipient,
  Ride,
  Vehicle,
} from './api';
import type { components } from './openapi.gen';

type Schemas = components['schemas'];

/** Same keys, and every value of the hand-kept type is one the server may send. */
type Agrees<Mine, Served> = [Mine] extends [Served]
  ? [Exclude<keyof Served, keyof Mine> | Exclude<keyof Mine, keyof Served>] extends [never]
    ? true
    : { keysDiffer: Exclude<keyof Served, keyof Mine> | Exclude<keyof Mine, keyof Served> }
  : { notAssignable: Mine };

export const contract: Record<string, true> = {
  Profile: true satisfies Agrees<Profile, Schemas['Profile']>,
  AuthResponse: true satisfies Agrees<AuthResponse, Schemas['SessionResponse']>,
  Vehicle: true satisfies Agrees<Vehicle, Schemas['Vehicle']>,
  Rating: true satisfies Agrees<Rating, Schemas['Rating']>,
  PublicCard: true satisfies Agrees<PublicCard, Schemas['PublicCard']>,
  Place: true satisfies Agrees<Place, Schemas['Place']>,
  Address: true satisfies Agrees<Address, Schemas['Address']>,
  Recipient: true satisfies Agrees<Recipient, Schemas['Recipient']>,
  Contact: true satisfies Agrees<Contact, Schemas['Contact']>,
  Parcel: true satisfies Agrees<Parcel, Schemas['Parcel']>,
  AcceptedParcel: true satisfies Agrees<AcceptedParcel, Schemas['Accepted']>,
  Ride: true satisfies Agrees<Ride, Schemas['Ride']>,
  Delivery: true satisfies Agrees<Delivery, Schemas['Delivery']>,
  DeliveryRequest: true satisfies Agrees<DeliveryRequest, Schemas['Request']>,
  PendingPair: true satisfies Agrees<PendingPair, Schemas['PendingPair']>,
  AvailableParcel: true satisfies Agrees<AvailableParcel, Schemas['AvailableParcel']>,
  AvailableRide: true satisfies Agrees<AvailableRide, Schemas['AvailableRide']>,
  ParcelsPage: true satisfies Agrees<AvailablePage<AvailableParcel>, Schemas['SearchPageAvailableParcel']>,
  RidesPage: true satisfies Agrees<AvailablePage<AvailableRide>, Schemas['SearchPageAvailableRide']>,
};
