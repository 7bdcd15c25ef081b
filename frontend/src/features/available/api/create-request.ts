import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import { hasControlCharacters, textLength } from '@/lib/free-text';
import type { DeliveryRequest } from '@/types/api';

import { availableKeys } from './keys';

/** COST_MAX is the highest price a request may carry (docs/product.md §7). */
export const COST_MAX = 100_000;

/** REQUEST_MESSAGE_MAX is the longest message a request may carry, which opens the pair's conversation (§7). */
export const REQUEST_MESSAGE_MAX = 500;

/**
 * requestSchema checks the request dialog: something of mine chosen, a whole price of 0–100000 ₴, and an optional
 * message of at most 500 characters. Each message is a field code FieldError translates.
 */
export const requestSchema = z.object({ choice: z.string(), cost: z.string(), message: z.string() }).check(
  z.superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: v });
    if (v.choice === '') issue('choice', 'required');
    const cost = v.cost.trim();
    if (cost === '') issue('cost', 'required');
    else if (!/^\d+$/.test(cost)) issue('cost', 'invalid');
    else if (Number(cost) > COST_MAX) issue('cost', 'out_of_range');
    const message = v.message.trim();
    if (textLength(message) > REQUEST_MESSAGE_MAX) issue('message', 'too_long');
    else if (hasControlCharacters(message)) issue('message', 'invalid');
  }),
);

/** RequestFormValues is what the dialog holds: the chosen id and the price as typed. */
export type RequestFormValues = z.input<typeof requestSchema>;

/** NewRequest is one delivery request: a driver offers a ride for a parcel, or a sender asks a ride to carry one. */
export type NewRequest = {
  kind: 'offerRide' | 'askDriver';
  parcelId: number;
  rideId: number;
  cost: number;
  /** message opens the pair's conversation ("" for none). */
  message?: string;
};

/**
 * createRequest sends a delivery request: a driver's offer goes to the parcel (POST /api/parcels/{id}/requests),
 * a sender's ask to the ride (POST /api/rides/{id}/requests). 409 route_mismatch, ride_full, request_exists,
 * own_item, invalid_state; 403 email_not_verified, blocked; 400 fields.message too_long or invalid.
 */
export function createRequest({ kind, parcelId, rideId, cost, message = '' }: NewRequest) {
  const text = message.trim();
  return kind === 'offerRide'
    ? api.post<DeliveryRequest>(`/api/parcels/${parcelId}/requests`, { rideId, cost, message: text })
    : api.post<DeliveryRequest>(`/api/rides/${rideId}/requests`, { parcelId, cost, message: text });
}

/** useCreateRequest sends a request; my own lists may now show it, so they are fetched afresh. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availableKeys.all, refetchType: 'none' }),
  });
}
