import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { freeTextSchema } from '@/lib/free-text';

import { adminKeys } from './keys';
import { REASON_MAX, requiredReason } from './suspend-user';
import type { AdminReport, ResolveAction } from './types';

/**
 * resolveSchema is the resolve dialog's form: suspending the user needs a reason (it is shown to other admins and
 * kept in the audit log); dismissing or removing the listing takes an optional note.
 */
export const resolveSchema = (action: ResolveAction) =>
  z.object({ reason: action === 'suspend_user' ? requiredReason : freeTextSchema(REASON_MAX) });
export type ResolveInput = { reason: string };

/** resolveReport closes a report with an action; 409 invalid_state when it is resolved already. */
export const resolveReport = ({ reportId, action, reason }: { reportId: number; action: ResolveAction; reason: string }) =>
  api.post<AdminReport>(`/api/admin/reports/${reportId}/resolve`, reason ? { action, reason } : { action });

/** useResolveReport resolves a report; everything the admin sees is read again, on failure too (its state moved). */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
