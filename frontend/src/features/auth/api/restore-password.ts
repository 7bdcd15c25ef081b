import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { emailSchema } from '@/lib/validation';

export const restorePasswordSchema = z.object({ email: emailSchema });
export type RestorePasswordInput = z.infer<typeof restorePasswordSchema>;

/** restorePassword asks for a reset link; the server answers 204 whether or not the account exists. */
export const restorePassword = (data: RestorePasswordInput) => api.post<void>('/auth/restore-password', data);

export const useRestorePassword = () => useMutation({ mutationFn: restorePassword });
