import { useMutation } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api-client';
import { useProfileStore } from '@/stores/profile-store';

/** resendVerification sends the signed-in user a new verification e-mail. */
export const resendVerification = () => api.post<void>('/auth/verify-email/resend');

/** isAlreadyVerified tells the 409 the server answers when the address is verified already. */
export const isAlreadyVerified = (err: unknown) => isApiError(err) && err.status === 409;

/** useResendVerification resends; a 409 means the address is verified, which the profile learns. */
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onError: (err) => {
      if (isAlreadyVerified(err)) useProfileStore.getState().setEmailVerified(true);
    },
  });
}
