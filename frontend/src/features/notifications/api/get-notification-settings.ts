import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { readPushDevice } from '@/lib/push';
import type { NotificationSettings } from '@/types/api';

/**
 * notificationSettingsKeys is the query-key factory of the notification settings: apart from the notifications'
 * own, so that a gap in the live stream (which refetches those) never undoes a switch on its way to the server.
 */
export const notificationSettingsKeys = {
  all: ['notification-settings'] as const,
  settings: () => [...notificationSettingsKeys.all, 'settings'] as const,
  device: () => [...notificationSettingsKeys.all, 'device'] as const,
};

/** getNotificationSettings fetches which kinds I am e-mailed about, and whether Web Push is on. */
export const getNotificationSettings = () => api.get<NotificationSettings>('/api/profile/notifications');

/** getNotificationSettingsQueryOptions is the query of my notification settings, for the screen and its loader. */
export const getNotificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsKeys.settings(),
    queryFn: getNotificationSettings,
  });

/** useNotificationSettings reads my notification settings. */
export function useNotificationSettings() {
  return useQuery(getNotificationSettingsQueryOptions());
}

/** usePushDevice reads what this device can do for Web Push, and whether it is subscribed (lib/push.ts). */
export function usePushDevice() {
  return useQuery({ queryKey: notificationSettingsKeys.device(), queryFn: readPushDevice, retry: false });
}
