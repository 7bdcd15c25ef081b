import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { DAY_TIME } from '@/components/ui/date-text';
import { api } from '@/lib/api-client';
import type { Parcel, PickupPlanRequest } from '@/types/api';

import { patchAccepted } from './get-ride-accepted';

/** PLACE_MAX is the server's limit on a pickup place (docs/product.md §6). */
export const PLACE_MAX = 100;

/** PLAN_FIELDS maps the server's field names onto the form's. */
export const PLAN_FIELDS = { at: 'pickupAt', place: 'pickupPlace' } as const;

/** pickupPlanSchema checks what the browser can (the ride's arrival is the server's to check). */
export const pickupPlanSchema = z.object({ pickupAt: z.string(), pickupPlace: z.string() }).check(
  z.superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: v });
    const at = new Date(v.pickupAt).getTime();
    if (v.pickupAt === '') issue('pickupAt', 'required');
    else if (!DAY_TIME.test(v.pickupAt) || Number.isNaN(at)) issue('pickupAt', 'invalid');
    else if (at < Date.now() - 60_000) issue('pickupAt', 'past');
    if (v.pickupPlace.trim().length > PLACE_MAX) issue('pickupPlace', 'too_long');
  }),
);

/** PickupPlanValues is what the pickup form holds: a local date and time as typed, and a place. */
export type PickupPlanValues = z.input<typeof pickupPlanSchema>;

/** toPickupPlan turns valid form values into the request; the local time becomes an RFC 3339 instant. */
export const toPickupPlan = (v: PickupPlanValues): PickupPlanRequest => ({
  at: new Date(v.pickupAt).toISOString(),
  place: v.pickupPlace.trim(),
});

/** setPickupPlan says when and where I pick up an Accepted parcel of my ride; its sender is told. */
export const setPickupPlan = (parcelId: number, plan: PickupPlanRequest) =>
  api.put<Parcel>(`/api/parcels/${parcelId}/pickup-plan`, plan);

/** useSetPickupPlan saves the plan and shows it on the parcel of my ride at once. */
export function useSetPickupPlan(rideId: number, parcelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PickupPlanRequest) => setPickupPlan(parcelId, plan),
    onSuccess: (parcel) => patchAccepted(queryClient, rideId, parcelId, { pickupPlan: parcel.pickupPlan }),
  });
}
