import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { endSession } from '@/lib/session';

/** signOut ends the session on the server. */
export const signOut = () => api.get<void>('/auth/signout');

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
