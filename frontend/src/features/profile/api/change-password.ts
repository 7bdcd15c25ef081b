import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { passwordSchema } from '@/lib/validation';

/** passwordChangeSchema: the current password, a new one of 8–72 characters and its confirmation. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'required')),
    newPassword: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, 'required')),
  })
  .check(
    z.refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
      message: 'mismatch',
      path: ['confirmPassword'],
    }),
  );
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** changePassword sets a new password; the server ends every other session of the user, this one stays. */
export const changePassword = ({
  currentPassword,
  newPassword,
}: Pick<PasswordChangeInput, 'currentPassword' | 'newPassword'>) =>
  api.post<void>('/api/profile/password', { currentPassword, newPassword });

/** useChangePassword changes the password (nothing in the profile changes). */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
