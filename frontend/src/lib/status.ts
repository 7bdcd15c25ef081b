import i18n from '@/i18n';
import type { DeliveryRequest, ParcelStatus, RideStatus } from '@/types/api';

import { personName } from './format';

/** TagTone is a status colour of docs/product.md §3; `outline` (grey text on a dashed outline) marks lapsed items (Expired). */
export type TagTone = 'blue' | 'violet' | 'amber' | 'green' | 'red' | 'grey' | 'outline';

/** StatusText is a state as shown: its words in the interface language and its colour. */
export interface StatusText {
  label: string;
  tone: TagTone;
}

type ParcelKey = 'new' | 'accepted' | 'inTransit' | 'delivered' | 'failed' | 'cancelled' | 'expired';
type RideKey = 'planned' | 'inProgress' | 'completed' | 'cancelled' | 'expired';

// The one table of each: docs/product.md §3 gives every state its colour.
const PARCEL: Record<ParcelStatus, { tone: TagTone; key: ParcelKey }> = {
  New: { tone: 'blue', key: 'new' },
  Accepted: { tone: 'violet', key: 'accepted' },
  'In Transit': { tone: 'amber', key: 'inTransit' },
  Delivered: { tone: 'green', key: 'delivered' },
  Failed: { tone: 'red', key: 'failed' },
  Cancelled: { tone: 'grey', key: 'cancelled' },
  Expired: { tone: 'outline', key: 'expired' },
};

const RIDE: Record<RideStatus, { tone: TagTone; key: RideKey }> = {
  Planned: { tone: 'blue', key: 'planned' },
  'In Progress': { tone: 'amber', key: 'inProgress' },
  Completed: { tone: 'green', key: 'completed' },
  Cancelled: { tone: 'grey', key: 'cancelled' },
  Expired: { tone: 'outline', key: 'expired' },
};

/** parcelStatusText names a parcel's state; one the app does not know reads as New. */
export function parcelStatusText(status: ParcelStatus): StatusText {
  const { tone, key } = PARCEL[status] ?? PARCEL.New;
  return { tone, label: i18n.t(`common.status.parcel.${key}`) };
}

/** rideStatusText names a ride's state; one the app does not know reads as Planned. */
export function rideStatusText(status: RideStatus): StatusText {
  const { tone, key } = RIDE[status] ?? RIDE.Planned;
  return { tone, label: i18n.t(`common.status.ride.${key}`) };
}

/**
 * requestStatusText words a request's state from my side: whether it waits for me (amber) or for them (blue),
 * and who answered. Names are never inflected, so no language has to guess anyone's gender.
 */
export function requestStatusText(request: DeliveryRequest): StatusText {
  const name = personName(request.counterpart);
  const mine = request.fromMe;
  switch (request.status) {
    case 'pending':
      if (request.awaitingMe) return { tone: 'amber', label: i18n.t('common.status.request.awaitingMe') };
      return {
        tone: 'blue',
        label: mine ? i18n.t('common.status.request.waitingFor', { name }) : i18n.t('common.status.request.pending'),
      };
    case 'approved':
      return {
        tone: 'green',
        label: mine
          ? i18n.t('common.status.request.approvedByThem', { name })
          : i18n.t('common.status.request.approvedByMe'),
      };
    case 'declined':
      return {
        tone: 'red',
        label: mine
          ? i18n.t('common.status.request.declinedByThem', { name })
          : i18n.t('common.status.request.declinedByMe'),
      };
    case 'cancelled':
      return {
        tone: 'grey',
        label: mine
          ? i18n.t('common.status.request.withdrawnByMe')
          : i18n.t('common.status.request.withdrawnByThem', { name }),
      };
    default:
      return { tone: 'outline', label: i18n.t('common.status.request.expired') };
  }
}
