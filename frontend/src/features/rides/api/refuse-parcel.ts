import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { freeTextSchema } from '@/lib/free-text';
import type { Parcel, RefuseReason, RefuseRequest } from '@/types/api';

import { rideKeys } from './get-rides';

/** REFUSE_REASONS are the server's, in the order the dialog offers them. */
export const REFUSE_REASONS: readonly RefuseReason[] = ['prohibited', 'not_as_described', 'not_there', 'other'];

/** REFUSE_DETAILS_MAX is the server's limit on what the driver writes. */
export const REFUSE_DETAILS_MAX = 500;

/** refuseSchema mirrors the server: a reason is required, the details are optional. Messages are field codes. */
export const refuseSchema = z.object({
  reason: z.nullish(z.string()).check(z.refine((v) => !!v, 'required')),
  details: freeTextSchema(REFUSE_DETAILS_MAX),
});
export type RefuseInput = z.input<typeof refuseSchema>;

/** toRefuseRequest turns the dialog's values into the call's body. */
export const toRefuseRequest = (values: RefuseInput): RefuseRequest => ({
  reason: values.reason as RefuseReason,
  details: values.details.trim(),
});

/**
 * refuseParcel refuses an Accepted parcel of my ride at pickup: it is New again and off the ride; 409
 * invalid_state once it is not Accepted.
 */
export const refuseParcel = ({ parcelId, body }: { parcelId: number; body: RefuseRequest }) =>
  api.post<Parcel>(`/api/parcels/${parcelId}/refuse`, body);

/** useRefuseParcel refuses a parcel, then refetches the ride (its free places) and its accepted parcels. */
export function useRefuseParcel(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseParcel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rideKeys.detail(rideId) }),
  });
}
