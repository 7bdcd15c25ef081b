/** Language is an interface language the app ships. */
export type Language = 'en' | 'uk';

/** Profile is the signed-in user's profile as the server sends it. */
export interface Profile {
  userId: number;
  name: string;
  surname: string;
  phone: string;
  email: string;
  profilePicture: string;
  language: Language;
  emailVerified: boolean;
  wantsToDrive: boolean;
}

/** AuthResponse is what sign-up, sign-in and the session call return. */
export interface AuthResponse {
  token: string;
  profile: Profile;
}

/** ErrorEnvelope is the server's error body. */
export interface ErrorEnvelope {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

/** VehicleType is a kind of vehicle a driver can add. */
export type VehicleType = 'car' | 'motorcycle' | 'scooter' | 'bicycle';
/** CarModelType is the body of a car (cars only). */
export type CarModelType = 'van' | 'sedan' | 'minivan' | 'pickup' | 'roadster';

/** Vehicle is one of the signed-in user's vehicles; VehicleId is capitalised so by contract. */
export interface Vehicle {
  VehicleId: number;
  vehicleType: VehicleType;
  modelType: CarModelType | '';
  modelName: string;
  idNumber: string;
}

/** Rating is a driver's average over recipients' feedback. */
export interface Rating {
  average: number;
  count: number;
}

/** PublicCard is what anyone signed in may see of another user: never contacts. */
export interface PublicCard {
  userId: number;
  name: string;
  /** surname is only its initial, e.g. "S.". */
  surname: string;
  profilePicture: string;
  rating: Rating;
  deliveries: number;
}

/** Place is a city of the built-in gazetteer (GET /api/places). */
export interface Place {
  placeId: number;
  /** name and region are in the language asked for. */
  name: string;
  region: string;
  nameEn: string;
  nameUk: string;
  country: string;
  lat: number;
  lng: number;
}

/** Address is a gazetteer city (named in English and Ukrainian) and a free-text street. */
export interface Address {
  country: string;
  city: string;
  cityUk: string;
  region: string;
  regionUk: string;
  placeId: number;
  street: string;
}

/** AddressInput is what the client sends for an address. */
export interface AddressInput {
  placeId: number;
  street: string;
}

export type ParcelType = 'documents' | 'clothing' | 'electronics' | 'furniture' | 'books' | 'toys' | 'food' | 'other';
export type ParcelSize = 'S' | 'M' | 'L' | 'XL';
export type ParcelStatus = 'New' | 'Accepted' | 'In Transit' | 'Delivered' | 'Failed' | 'Cancelled' | 'Expired';
export type RideStatus = 'Planned' | 'In Progress' | 'Completed' | 'Cancelled' | 'Expired';

/** Recipient of a parcel; contacts only for those PRODUCT.md §2 allows. */
export interface Recipient {
  name: string;
  lastName: string;
  phoneNumber?: string;
  emailAddress?: string;
}

/** Parcel as the server sends it. Dates are YYYY-MM-DD. */
export interface Parcel {
  parcelId: number;
  senderId: number;
  status: ParcelStatus;
  type: ParcelType;
  size: ParcelSize;
  details: string;
  cost: number;
  shippingAddress: Address;
  shippingDate: string;
  deliveryAddress: Address;
  deliveryDate: string | null;
  recipient: Recipient;
  rideId: number | null;
  createdAt: string;
  sender?: PublicCard;
  /** driver is the approved driver's card, once accepted. */
  driver?: PublicCard;
  /** driverContact: for the sender, once accepted. */
  driverContact?: Contact;
  /** senderContact: for the approved driver. */
  senderContact?: Contact;
  /** confirmationLink: for the sender while In Transit, the recipient's link to share. */
  confirmationLink?: string;
  /** pendingRequests: how many pending requests wait for my answer (offers from drivers, for the sender). */
  pendingRequests: number;
  /** hasRequests: the parcel has requests in any state (for its sender). */
  hasRequests: boolean;
}

/** Contact is a person with contacts, shown to the driver of an approved parcel. */
export interface Contact {
  userId?: number;
  name: string;
  surname: string;
  phone: string;
  email: string;
}

/** AcceptedParcel is a parcel accepted onto a ride, as its driver sees it. */
export interface AcceptedParcel {
  rideId: number;
  parcelId: number;
  status: ParcelStatus;
  type: ParcelType;
  size: ParcelSize;
  details: string;
  cost: number;
  shippingAddress: Address;
  deliveryAddress: Address;
  shippingDate: string;
  deliveryDate: string | null;
  sender: Contact;
  recipient: Recipient;
}

/** Ride as the server sends it. Dates are RFC 3339 in UTC. */
export interface Ride {
  rideId: number;
  driverId: number;
  vehicleId: number;
  status: RideStatus;
  departureAddress: Address;
  departureDate: string;
  arrivalAddress: Address;
  arrivalDate: string | null;
  capacity: number;
  usedCapacity: number;
  parcelsTypes: ParcelType[];
  /** totalCost: the sum of accepted prices; only for the driver and senders with a parcel on the ride. */
  totalCost?: number;
  acceptedParcelList: AcceptedParcel[];
  hasRequests: boolean;
  /** pendingRequests: how many pending requests wait for my answer (requests from senders, for the driver). */
  pendingRequests: number;
  /** vehicle.idNumber (the plate) is "" except for the driver and senders with a parcel on the ride. */
  vehicle: Vehicle;
  driver?: PublicCard;
  createdAt: string;
}

/** Delivery is what the recipient's link shows (GET /api/delivery/{token}): no contacts, no sign-in. */
export interface Delivery {
  parcelId: number;
  type: ParcelType;
  size: ParcelSize;
  cost: number;
  status: ParcelStatus;
  shippingAddress: Address;
  deliveryAddress: Address;
  recipientName: string;
  /** driver is null only if the driver's account is gone. */
  driver: PublicCard | null;
  /** sender is who sent the parcel (public card: name and surname initial). */
  sender: PublicCard | null;
  feedbackGiven: boolean;
}

/** RequestStatus is a delivery request's state (PRODUCT.md §5). */
export type RequestStatus = 'pending' | 'approved' | 'declined' | 'cancelled' | 'expired';
/** RequestDirection says who sent a request: the parcel's sender or a ride's driver. */
export type RequestDirection = 'fromSender' | 'fromDriver';

/** DeliveryRequest asks to carry one parcel on one ride; counterpart is the other side relative to me. */
export interface DeliveryRequest {
  requestId: number;
  parcelId: number;
  rideId: number;
  direction: RequestDirection;
  cost: number;
  status: RequestStatus;
  createdAt: string;
  counterpart: PublicCard;
  parcel: Parcel;
  ride: Ride;
  /** fromMe: I sent it. */
  fromMe: boolean;
  /** awaitingMe: pending and mine to answer. */
  awaitingMe: boolean;
  /** In the lists of a parcel's or a ride's requests: the detour and the ride's free places. */
  detourKm?: number;
  freeCapacity?: number;
}

/** AvailablePage is one page of an available list (GET /api/parcels/available, /api/rides/available). */
export interface AvailablePage<T> {
  items: T[];
  /** nextCursor is passed back as ?cursor= for the next page; null on the last one. */
  nextCursor: string | null;
  total: number;
}

/**
 * PendingPair is the pending request between a list item and the ride or parcel the list was asked for
 * (?rideId= / ?parcelId=): fromMe tells who sent it, so the card offers "Approve" (not fromMe) or shows it waits.
 */
export interface PendingPair {
  requestId: number;
  fromMe: boolean;
}

/**
 * AvailableParcel is someone's New parcel that fits my ride or the asked cities, with its sender's card.
 * pendingRequest: with ?rideId=, the pending request between this parcel and that ride, if any.
 * fittingRideIds: without ?rideId=, which of my open rides this parcel fits (the offer dialog lists only those).
 */
export type AvailableParcel = Parcel & {
  detourKm: number;
  sender: PublicCard;
  pendingRequest?: PendingPair;
  fittingRideIds?: number[];
};

/**
 * AvailableRide is someone's ride that takes requests, with its driver's card.
 * pendingRequest: with ?parcelId=, the pending request between this ride and that parcel, if any.
 * fittingParcelIds: without ?parcelId=, which of my New parcels this ride fits.
 */
export type AvailableRide = Ride & {
  detourKm: number;
  freeCapacity: number;
  driver: PublicCard;
  pendingRequest?: PendingPair;
  fittingParcelIds?: number[];
};
