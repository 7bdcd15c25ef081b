import { paths } from '@/config/paths';
import type en from '@/locales/en.json';
import type { Notification, NotificationKind } from '@/types/api';

/** Side is which of my items a notification is about: my parcel (I am its sender) or my ride (I drive it). */
export type Side = 'parcel' | 'ride';

// Kinds only a parcel's sender is told of, whatever else they name: ride_cancelled names the ride that let go,
// match_found with both the sender's parcel and the new ride that fits it.
const SENDER_ONLY: readonly NotificationKind[] = [
  'pickup_planned',
  'pickup_refused',
  'ride_changed',
  'parcel_picked_up',
  'parcel_expired',
  'ride_cancelled',
  'match_found',
];

/**
 * notificationSide tells whether a notification is about my parcel or my ride. One that names only one of them is
 * about that one. A request is both a parcel's and a ride's, and the server does not say whose side I am on: I am
 * the sender when the parcel is one of mine (`myParcels`, my newest parcels as the home list has them), else the
 * driver.
 */
export function notificationSide(n: Notification, myParcels?: ReadonlySet<number>): Side | undefined {
  if (n.parcelId === undefined) return n.rideId === undefined ? undefined : 'ride';
  if (n.rideId === undefined || SENDER_ONLY.includes(n.kind)) return 'parcel';
  return myParcels?.has(n.parcelId) ? 'parcel' : 'ride';
}

/**
 * notificationHref is the screen a notification opens: a message's conversation, else my parcel or my ride
 * (undefined when it names none of them).
 */
export function notificationHref(n: Notification, side: Side | undefined): string | undefined {
  if (n.kind === 'message_received' && n.conversationId !== undefined)
    return paths.conversation.getHref(n.conversationId);
  if (side === 'parcel' && n.parcelId !== undefined) return paths.parcel.getHref(n.parcelId);
  if (side === 'ride' && n.rideId !== undefined) return paths.ride.getHref(n.rideId);
  return undefined;
}

type Kinds = (typeof en)['notifications']['kinds'];

/** NotificationTextKey is the key of one sentence under notifications.kinds. */
export type NotificationTextKey = {
  [K in keyof Kinds]: `notifications.kinds.${K}.${keyof Kinds[K] & string}`;
}[keyof Kinds];

/**
 * TEXTS says how each kind is worded, by its keys under notifications.kinds.<kind>: `by` "side" when the sentence
 * differs for my parcel and my ride (keys `parcel`, `ride`), "match" for match_found (below), "rating" for a rating
 * (a driver's of me as a sender names the ride: `sender`; a recipient's of my delivery does not: `text`), else one
 * `text`;
 * `named` when it names the person who caused it, with an `…Anon` key for when nobody did (or their account is gone).
 */
export const TEXTS: Record<NotificationKind, { by: 'side' | 'text' | 'match' | 'rating'; named: boolean }> = {
  request_received: { by: 'side', named: true },
  request_approved: { by: 'side', named: true },
  request_declined: { by: 'side', named: true },
  request_cancelled: { by: 'side', named: true },
  request_expired: { by: 'side', named: false },
  request_reminder: { by: 'side', named: false },
  pickup_planned: { by: 'text', named: true },
  pickup_refused: { by: 'text', named: true },
  ride_changed: { by: 'text', named: true },
  parcel_picked_up: { by: 'text', named: true },
  parcel_delivered: { by: 'side', named: false },
  parcel_failed: { by: 'side', named: false },
  parcel_expired: { by: 'side', named: false },
  ride_cancelled: { by: 'text', named: true },
  match_found: { by: 'match', named: true },
  message_received: { by: 'text', named: true },
  rating_received: { by: 'rating', named: false },
};

/**
 * matchKey words a match_found: my parcel and the new ride that fits it (`parcel`), or a new parcel or ride on a
 * route I saved (`alertParcel`, `alertRide`), which names only that item.
 */
const matchKey = (n: Notification) =>
  n.parcelId !== undefined && n.rideId !== undefined ? 'parcel' : n.rideId !== undefined ? 'alertRide' : 'alertParcel';

/** notificationTextKey is the key of a notification's sentence; it takes {{name}}, the actor's, when it names them. */
export function notificationTextKey(n: Notification, side: Side | undefined): NotificationTextKey {
  const { by, named } = TEXTS[n.kind];
  const base =
    by === 'side'
      ? (side ?? 'parcel')
      : by === 'match'
        ? matchKey(n)
        : by === 'rating' && n.rideId !== undefined
          ? 'sender'
          : 'text';
  return `notifications.kinds.${n.kind}.${named && !n.actor ? `${base}Anon` : base}` as NotificationTextKey;
}
