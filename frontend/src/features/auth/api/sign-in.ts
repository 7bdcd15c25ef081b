import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { emailSchema } from '@/lib/validation';
import type { AuthResponse } from '@/types/api';

// Sign-in checks only that a password was typed: the length rules may have changed since it was set.
export const signInSchema = z.object({ email: emailSchema, password: z.string().check(z.minLength(1, 'required')) });
export type SignInInput = z.infer<typeof signInSchema>;

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
