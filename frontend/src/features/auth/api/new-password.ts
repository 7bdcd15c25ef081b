import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { passwordSchema } from '@/lib/validation';

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().check(z.minLength(1, 'required')) })
  .check(
    z.refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
      message: 'mismatch',
      path: ['confirmPassword'],
    }),
  );
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** setNewPassword sets the password of the account the e-mailed token belongs to. */
export const setNewPassword = ({ token, password }: { token: string; password: string }) =>
  api.post<void>('/auth/new-password', { token, password });

export const useNewPassword = () => useMutation({ mutationFn: setNewPassword });
