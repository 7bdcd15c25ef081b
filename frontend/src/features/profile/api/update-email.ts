import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { emailSchema } from '@/lib/validation';
import { useProfileStore } from '@/stores/profile-store';

/** emailChangeSchema: a valid new address and the current password. */
export const emailChangeSchema = z.object({
  email: emailSchema,
  // The current password is only checked by the server; never trimmed.
  password: z.string().check(z.minLength(1, 'required')),
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** updateEmail moves the account to a new address, which must then be verified again. */
export const updateEmail = (data: EmailChangeInput) => api.put<{ email: string }>('/api/profile/email', data);

/**
 * applyEmailChange puts the e-mail of the server's answer into the profile. A new address is not verified
 * yet; the same address (the server changes nothing then) keeps its state.
 */
export function applyEmailChange({ email }: { email: string }): void {
  const profile = useProfileStore.getState();
  if (email !== profile.email) profile.updateEmail(email);
}

/** useUpdateEmail changes the e-mail and keeps the answer in the profile. */
export function useUpdateEmail() {
  return useMutation({ mutationFn: updateEmail, onSuccess: applyEmailChange });
}
