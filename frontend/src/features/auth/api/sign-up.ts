import { useMutation } from '@tanstack/react-query';

import { currentLanguage } from '@/i18n';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import type { AuthResponse } from '@/types/api';

import type { SignUpInput } from './credential-schemas';

export type { SignUpInput };

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
