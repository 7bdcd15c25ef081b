import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import type { AuthResponse } from '@/types/api';

import type { SignInInput } from './credential-schemas';

export type { SignInInput };

/** signIn checks the credentials and starts a session. */
export const signIn = (data: SignInInput) => api.post<AuthResponse>('/auth/signin', data);

/** useSignIn signs in; the profile's language wins. `onSuccess` runs in the same tick (see useSignUp). */
export function useSignIn({ onSuccess }: { onSuccess?: (data: AuthResponse) => void } = {}) {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (data) => {
      void startSession(data);
      onSuccess?.(data);
    },
  });
}
