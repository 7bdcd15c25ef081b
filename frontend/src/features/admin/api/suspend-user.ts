import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { freeTextSchema } from '@/lib/free-text';

import { adminKeys } from './keys';

/** REASON_MAX is the server's limit on a suspension's reason (1–500 characters). */
export const REASON_MAX = 500;

/** requiredReason is a reason the admin must give: trimmed, 1–500 characters. Messages are field codes. */
export const requiredReason = freeTextSchema(REASON_MAX).check(z.refine((v) => v.length > 0, 'required'));

/** suspendUser suspends an account: its sessions end, it cannot sign in, its open listings leave every list. */
export const suspendUser = ({ userId, reason }: { userId: number; reason: string }) =>
  api.post<void>(`/api/admin/users/${userId}/suspend`, { reason });

/** unsuspendUser lets a suspended account sign in again. */
export const unsuspendUser = (userId: number) => api.post<void>(`/api/admin/users/${userId}/unsuspend`);

/** useSuspendUser suspends an account; the figures, lists and audit log are read again. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** useUnsuspendUser lifts a suspension; the lists and audit log are read again. */
export function useUnsuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsuspendUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
