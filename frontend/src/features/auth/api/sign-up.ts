import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { currentLanguage } from '@/i18n';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { emailSchema, passwordSchema } from '@/lib/validation';
import type { AuthResponse } from '@/types/api';

export const signUpSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * signUp creates the account in the language the visitor chose, so that the verification e-mail and every
 * later one are in it; the answer signs the user in.
 */
export const signUp = (data: SignUpInput) =>
  api.post<AuthResponse>('/auth/signup', { ...data, language: currentLanguage() });

/**
 * useSignUp signs up and starts the session, keeping the language the visitor chose. `onSuccess` runs in the
 * same tick as the session starts, so a navigation there lands before the route guards see the new session.
 */
export function useSignUp({ onSuccess }: { onSuccess?: (data: AuthResponse) => void } = {}) {
  return useMutation({
    mutationFn: signUp,
    onSuccess: (data) => {
      void startSession(data, { adoptLanguage: false });
      onSuccess?.(data);
    },
  });
}
