import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { phoneSchema, toE164 } from '@/lib/phone';
import { personNameSchema } from '@/lib/validation';
import { useProfileStore } from '@/stores/profile-store';

/** generalSchema: the rules of docs/product.md §7 for name, surname and phone. */
export const generalSchema = z.object({ name: personNameSchema, surname: personNameSchema, phone: phoneSchema });
export type GeneralInput = z.infer<typeof generalSchema>;

/** updateGeneral saves name, surname and phone (sent as E.164); the server answers the three as stored. */
export const updateGeneral = (data: GeneralInput) =>
  api.put<GeneralInput>('/api/profile', { ...data, phone: toE164(data.phone) ?? data.phone });

/** useUpdateGeneral saves the three and puts the server's answer into the profile (docs/product.md §4). */
export function useUpdateGeneral() {
  return useMutation({
    mutationFn: updateGeneral,
    onSuccess: ({ name, surname, phone }) => useProfileStore.getState().updateGeneral(name, surname, phone),
  });
}
