import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { forgetPushDevice } from '@/lib/push';
import { endSession } from '@/lib/session';

/**
 * signOut ends the session on the server. This device stops getting the user's Web Push first, so that whoever uses
 * it next is not shown their notifications; that is best effort, and never keeps anyone signed in.
 */
export const signOut = async () => {
  await forgetPushDevice().catch(() => undefined);
  return api.get<void>('/auth/signout');
};

/** useSignOut signs out and forgets the profile, token and cached data; `onSuccess` runs in the same tick. */
export function useSignOut({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      endSession(queryClient);
      onSuccess?.();
    },
  });
}
