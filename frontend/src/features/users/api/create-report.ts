import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { freeTextSchema } from '@/lib/free-text';
import type { ReportReason, ReportRequest } from '@/types/api';

/** REPORT_REASONS in the order the dialog offers them. */
export const REPORT_REASONS = [
  'spam',
  'fraud',
  'abuse',
  'prohibited',
  'other',
] as const satisfies readonly ReportReason[];

/** REPORT_LIMITS are the server's: details of at most 1000 characters. */
export const REPORT_LIMITS = { detailsMax: 1000 } as const;

const isReason = (v: string | null | undefined): v is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(v ?? '');

/**
 * reportSchema mirrors the server: a reason is required (the radio group reads null until one is chosen);
 * details are optional, trimmed, at most 1000 characters. Messages are field codes.
 */
export const reportSchema = z.object({
  reason: z.nullish(z.string()).check(z.refine((v) => isReason(v), 'required')),
  details: freeTextSchema(REPORT_LIMITS.detailsMax),
});
export type ReportInput = z.input<typeof reportSchema>;

/** ReportTarget is what is reported: a user, a parcel or a ride. */
export type ReportTarget = { userId: number } | { parcelId: number } | { rideId: number };

/** toReport turns the dialog's values into the call's body. */
export const toReport = (target: ReportTarget, values: ReportInput): ReportRequest => ({
  ...target,
  reason: values.reason as ReportReason,
  details: values.details.trim(),
});

/** createReport tells the instance's admins about a user, parcel or ride (10 a day). */
export const createReport = (report: ReportRequest) => api.post<{ reportId: number }>('/api/reports', report);

/** useCreateReport sends a report; nothing cached changes. */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
