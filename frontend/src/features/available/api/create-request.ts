import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import type { DeliveryRequest } from '@/types/api';

import { availableKeys } from './keys';

/** COST_MAX is the highest price a request may carry (PRODUCT.md §7). */
export const COST_MAX = 100_000;

/**
 * requestSchema checks the request dialog: something of mine chosen, and a whole price of 0–100000 ₴.
 * Each message is a field code FieldError translates.
 */
export const requestSchema = z.object({ choice: z.string(), cost: z.string() }).check(
  z.superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: v });
    if (v.choice === '') issue('choice', 'required');
    const cost = v.cost.trim();
    if (cost === '') issue('cost', 'required');
    else if (!/^\d+$/.test(cost)) issue('cost', 'invalid');
    else if (Number(cost) > COST_MAX) issue('cost', 'out_of_range');
  }),
);

/** RequestFormValues is what the dialog holds: the chosen id and the price as typed. */
export type RequestFormValues = z.input<typeof requestSchema>;

/** NewRequest is one delivery request: a driver offers a ride for a parcel, or a sender asks a ride to carry one. */
export type NewRequest =
  | { kind: 'offerRide'; parcelId: number; rideId: number; cost: number }
  | { kind: 'askDriver'; parcelId: number; rideId: number; cost: number };

/**
 * createRequest sends a delivery request: a driver's offer goes to the parcel (POST /api/parcels/{id}/requests),
 * a sender's ask to the ride (POST /api/rides/{id}/requests). 409 route_mismatch, ride_full, request_exists,
 * own_item, invalid_state; 403 email_not_verified.
 */
export function createRequest(req: NewRequest) {
  return req.kind === 'offerRide'
    ? api.post<DeliveryRequest>(`/api/parcels/${req.parcelId}/requests`, { rideId: req.rideId, cost: req.cost })
    : api.post<DeliveryRequest>(`/api/rides/${req.rideId}/requests`, { parcelId: req.parcelId, cost: req.cost });
}

/** useCreateRequest sends a request; my own lists may now show it, so they are fetched afresh. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availableKeys.all, refetchType: 'none' }),
  });
}
