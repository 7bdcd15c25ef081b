import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { forgetPushDevice, PUSH_SUBSCRIPTIONS, subscribeDevice } from '@/lib/push';
import type { NotificationSettings, PushKey, PushSubscriptionRequest } from '@/types/api';

import { notificationSettingsKeys } from './get-notification-settings';
import { updateNotificationSettings } from './update-notification-settings';

/** getPushKey fetches the server's VAPID public key, the applicationServerKey of this device's subscription. */
export const getPushKey = () => api.get<PushKey>('/api/push/key');

/** savePushSubscription keeps this device's subscription for me (201). */
export const savePushSubscription = (subscription: PushSubscription) => {
  const { endpoint = subscription.endpoint, keys = {} } = subscription.toJSON();
  const body: PushSubscriptionRequest = { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
  return api.post<void>(PUSH_SUBSCRIPTIONS, body);
};

/** PushPermissionError is the browser's refusal to show notifications: "denied", or "default" when dismissed. */
export class PushPermissionError extends Error {
  readonly permission: NotificationPermission;

  constructor(permission: NotificationPermission) {
    super(`notification permission: ${permission}`);
    this.name = 'PushPermissionError';
    this.permission = permission;
  }
}

/**
 * DevicePushChange turns this device's notifications on or off. Turning on carries the browser's answer to
 * Notification.requestPermission(), asked in the click itself (browsers ask only in answer to one).
 */
export type DevicePushChange = { on: true; permission: Promise<NotificationPermission> } | { on: false };

/**
 * turnDevicePush does the steps in order. On: with the browser's permission, subscribe this device with the
 * server's key, keep the subscription on the server, then turn push on. Off: forget and drop this device's
 * subscription, then turn push off (the server does not say whether other devices remain). A step that fails stops
 * the rest; the switch shows what the device and the server hold, so nothing needs putting back.
 */
export async function turnDevicePush(change: DevicePushChange): Promise<NotificationSettings> {
  if (change.on) {
    const permission = await change.permission;
    if (permission !== 'granted') throw new PushPermissionError(permission);
    const { publicKey } = await getPushKey();
    await savePushSubscription(await subscribeDevice(publicKey));
  } else {
    await forgetPushDevice();
  }
  return updateNotificationSettings({ push: change.on });
}

/** useDevicePush turns this device's notifications on or off, then reads the device again. */
export function useDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnDevicePush,
    onSuccess: ({ push }) =>
      queryClient.setQueryData<NotificationSettings>(notificationSettingsKeys.settings(), (s) =>
        s ? { ...s, push } : s,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationSettingsKeys.device() }),
  });
}
