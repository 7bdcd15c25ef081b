import type { PushDevice } from '@/lib/push';
import type { NotificationKind } from '@/types/api';

/** EmailGroup names a group of kinds on the settings screen (notifications.settings.email.groups.<id>). */
export type EmailGroup = 'requests' | 'deliveries' | 'matches' | 'ratings';

/** EMAIL_GROUPS lists every notification kind once, in the groups and order the settings screen shows them. */
export const EMAIL_GROUPS: readonly { id: EmailGroup; kinds: readonly NotificationKind[] }[] = [
  {
    id: 'requests',
    kinds: [
      'request_received',
      'request_approved',
      'request_declined',
      'request_cancelled',
      'request_expired',
      'request_reminder',
    ],
  },
  {
    id: 'deliveries',
    kinds: [
      'pickup_planned',
      'pickup_refused',
      'ride_changed',
      'parcel_picked_up',
      'parcel_delivered',
      'parcel_failed',
      'parcel_expired',
      'ride_cancelled',
    ],
  },
  { id: 'matches', kinds: ['match_found', 'message_received'] },
  { id: 'ratings', kinds: ['rating_received'] },
];

/** DeviceSwitch is how the "Notifications on this device" switch shows. */
export interface DeviceSwitch {
  checked: boolean;
  disabled: boolean;
  /** blocked says why it cannot be used: the browser has no Web Push, or notifications are denied to the site. */
  blocked?: 'unsupported' | 'denied';
}

/**
 * deviceSwitch works out the device switch: on only while this device holds a subscription and my push setting is
 * on (either alone sends nothing here); unusable, with the reason, where the browser cannot or will not show
 * notifications; unusable while the device is being read (undefined).
 */
export function deviceSwitch(device: PushDevice | undefined, push: boolean): DeviceSwitch {
  if (!device) return { checked: false, disabled: true };
  if (!device.supported) return { checked: false, disabled: true, blocked: 'unsupported' };
  if (device.permission === 'denied') return { checked: false, disabled: true, blocked: 'denied' };
  return { checked: device.subscribed && push, disabled: false };
}
