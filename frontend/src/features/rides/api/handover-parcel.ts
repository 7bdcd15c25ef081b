import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api } from '@/lib/api-client';
import type { HandoverRequest, Parcel } from '@/types/api';

import { rideKeys } from './get-rides';

/** handoverSchema checks the PIN dialog: 4 digits. Each message is a field code FieldError translates. */
export const handoverSchema = z.object({ pin: z.string() }).check(
  z.superRefine((v, ctx) => {
    const pin = v.pin.trim();
    if (pin === '') ctx.addIssue({ code: 'custom', path: ['pin'], message: 'required', input: v });
    else if (!/^\d{4}$/.test(pin)) ctx.addIssue({ code: 'custom', path: ['pin'], message: 'invalid', input: v });
  }),
);

/** HandoverFormValues is what the PIN dialog holds: the PIN as typed. */
export type HandoverFormValues = z.input<typeof handoverSchema>;

/**
 * handoverParcel finishes the delivery of an In Transit parcel of my ride with the PIN the recipient tells:
 * the parcel becomes Delivered. 400 pin_invalid (wrong PIN, fields.pin "wrong"), 429 pin_locked after 5 wrong
 * PINs (the recipient's link still works), 409 invalid_state when no longer In Transit.
 */
export const handoverParcel = ({ parcelId, pin }: HandoverRequest & { parcelId: number }) =>
  api.post<Parcel>(`/api/parcels/${parcelId}/handover`, { pin } satisfies HandoverRequest);

/** useHandoverParcel enters the PIN, then refetches the ride (its state) and its accepted parcels. */
export function useHandoverParcel(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handoverParcel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rideKeys.detail(rideId) }),
  });
}
