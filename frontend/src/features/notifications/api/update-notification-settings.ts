import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { EmailKinds, NotificationKind, NotificationSettings } from '@/types/api';

import { notificationSettingsKeys } from './get-notification-settings';

/** SettingsChange is what PUT /api/profile/notifications takes: the kinds and the push setting it names. */
export interface SettingsChange {
  email?: Partial<EmailKinds>;
  push?: boolean;
}

/** updateNotificationSettings changes some settings (those not named stay) and answers all of them. */
export const updateNotificationSettings = (change: SettingsChange) =>
  api.put<NotificationSettings>('/api/profile/notifications', change);

/** withChange is settings with a change made. */
export const withChange = (settings: NotificationSettings, change: SettingsChange): NotificationSettings => ({
  email: { ...settings.email, ...change.email },
  push: change.push ?? settings.push,
});

const mutationKey = [...notificationSettingsKeys.all, 'update'] as const;

const change = (client: QueryClient, settingsChange: SettingsChange) =>
  client.setQueryData<NotificationSettings>(notificationSettingsKeys.settings(), (s) =>
    s ? withChange(s, settingsChange) : s,
  );

/** EmailSwitch turns one kind's e-mails on or off. */
export interface EmailSwitch {
  kind: NotificationKind;
  on: boolean;
}

/**
 * useUpdateEmailKind turns one kind's e-mails on or off. The switch moves at once; a refusal puts back that kind
 * alone (others may be on their way too). While other changes are on their way, an answer is not taken as the
 * whole truth: it may not know of them yet.
 */
export function useUpdateEmailKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: ({ kind, on }: EmailSwitch) => updateNotificationSettings({ email: { [kind]: on } }),
    onMutate: async ({ kind, on }) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKeys.settings() });
      const before = queryClient.getQueryData<NotificationSettings>(notificationSettingsKeys.settings())?.email[kind];
      change(queryClient, { email: { [kind]: on } });
      return { before };
    },
    onError: (_err, { kind }, context) => {
      if (context?.before !== undefined) change(queryClient, { email: { [kind]: context.before } });
    },
    onSuccess: (settings) => {
      if (queryClient.isMutating({ mutationKey }) === 1)
        queryClient.setQueryData(notificationSettingsKeys.settings(), settings);
    },
  });
}
