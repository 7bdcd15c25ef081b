import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useProfileStore } from '@/stores/profile-store';
import type { Profile } from '@/types/api';

/** verifyEmail confirms the address the e-mailed token was sent to. */
export const verifyEmail = (token: string) => api.post<Profile>('/auth/verify-email', { token });

/** useVerifyEmail verifies; when the verified account is the signed-in one, its profile is updated. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (profile) => {
      const store = useProfileStore.getState();
      if (store.userId === profile.userId) store.setProfile(profile);
    },
  });
}
