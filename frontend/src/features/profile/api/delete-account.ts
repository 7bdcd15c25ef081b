import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { deviceSubscription } from '@/lib/push';
import { endSession } from '@/lib/session';

/** EXPORT_PATH is where the signed-in user downloads everything stored about them, as a JSON attachment. */
export const EXPORT_PATH = '/api/profile/export';

/** deleteAccountSchema: the current password, which the server checks before erasing anything. */
export const deleteAccountSchema = z.object({ password: z.string().check(z.minLength(1, 'required')) });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/**
 * deleteAccount erases the signed-in user's personal data and ends their sessions. 400 fields.password (required,
 * wrong); 409 active_items while a parcel of theirs is Accepted or In Transit or a ride of theirs In Progress.
 */
export const deleteAccount = (data: DeleteAccountInput) => api.delete<void>('/api/profile', data);

/**
 * useDeleteAccount deletes the account, then forgets the user on this device: profile, token, cached data, and the
 * browser's push subscription (the server has dropped its side already). `onSuccess` runs in the same tick.
 */
export function useDeleteAccount({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      endSession(queryClient);
      void deviceSubscription()
        .then((subscription) => subscription?.unsubscribe())
        .catch(() => undefined);
      onSuccess?.();
    },
  });
}
