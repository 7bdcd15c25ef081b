import { cityName } from '@/lib/format';
import type { Language, Parcel, Ride } from '@/types/api';

/**
 * HandoverSource says where a handover time or place comes from: the driver's plan, the ride, the parcel, or
 * (a time) the estimate of when the ride passes the parcel's city.
 */
export type HandoverSource = 'plan' | 'ride' | 'parcel' | 'estimate';

/** HandoverWhen is when the sender hands the parcel over: an instant (RFC 3339), or only a day (YYYY-MM-DD). */
export interface HandoverWhen {
  value: string;
  day: boolean;
  source: HandoverSource;
}

/**
 * handoverWhen is the driver's pickup time, else the ride's departure where the ride starts in the parcel's city,
 * else when the ride passes that city (pickupEta, docs/product.md §5), else (the ride not loaded) the parcel's
 * pickup day.
 */
export function handoverWhen(
  parcel: Pick<Parcel, 'pickupPlan' | 'shippingDate' | 'pickupEta' | 'shippingAddress'>,
  ride?: Pick<Ride, 'departureDate' | 'departureAddress'>,
): HandoverWhen {
  if (parcel.pickupPlan?.at) return { value: parcel.pickupPlan.at, day: false, source: 'plan' };
  const fromStart = ride?.departureAddress.placeId === parcel.shippingAddress.placeId;
  if (ride && parcel.pickupEta && !fromStart) return { value: parcel.pickupEta, day: false, source: 'estimate' };
  if (ride?.departureDate) return { value: ride.departureDate, day: false, source: 'ride' };
  return { value: parcel.shippingDate, day: true, source: 'parcel' };
}

/** HandoverWhere is where the sender hands the parcel over, in words. */
export interface HandoverWhere {
  place: string;
  source: HandoverSource;
}

const streetIn = (street: string, city: string) => [street.trim(), city].filter(Boolean).join(', ');

/**
 * handoverWhere is the driver's pickup place, else the ride's meeting point (its street in its city) when the
 * ride leaves from the parcel's city, else the parcel's pickup street and city. A meeting point in another city
 * is not where the parcel is handed over.
 */
export function handoverWhere(
  parcel: Pick<Parcel, 'pickupPlan' | 'shippingAddress'>,
  ride?: Pick<Ride, 'departureAddress'>,
  language?: Language,
): HandoverWhere {
  const plan = parcel.pickupPlan?.place.trim();
  if (plan) return { place: plan, source: 'plan' };
  const meeting = ride?.departureAddress;
  if (meeting?.street.trim() && meeting.placeId === parcel.shippingAddress.placeId)
    return { place: streetIn(meeting.street, cityName(meeting, language)), source: 'ride' };
  const from = parcel.shippingAddress;
  return { place: streetIn(from.street, cityName(from, language)), source: 'parcel' };
}
