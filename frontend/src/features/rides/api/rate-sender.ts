import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api, isApiError } from '@/lib/api-client';
import { freeTextSchema } from '@/lib/free-text';
import type { SenderRatingRequest } from '@/types/api';

import { patchAccepted } from './get-ride-accepted';
import { rideKeys } from './get-rides';

/** SENDER_RATING_LIMITS are the server's: 1 to 5 stars and a comment of at most 1000 characters. */
export const SENDER_RATING_LIMITS = { ratingMax: 5, commentMax: 1000 } as const;

/**
 * senderRatingSchema mirrors the server: a rating is required (the radio group reads null until a star is
 * chosen); the comment is optional, trimmed, at most 1000 characters. Messages are field codes.
 */
export const senderRatingSchema = z.object({
  rating: z.nullish(z.string()).check(
    z.refine((v) => !!v, 'required'),
    z.refine((v) => !v || (Number(v) >= 1 && Number(v) <= SENDER_RATING_LIMITS.ratingMax), 'out_of_range'),
  ),
  comment: freeTextSchema(SENDER_RATING_LIMITS.commentMax),
});
export type SenderRatingInput = z.input<typeof senderRatingSchema>;

/** toSenderRating turns the dialog's values into the call's body. */
export const toSenderRating = (values: SenderRatingInput): SenderRatingRequest => ({
  rating: Number(values.rating),
  comment: values.comment.trim(),
});

/**
 * rateSender rates the sender of a Delivered parcel of my ride, once: 409 already_rated, 409 invalid_state
 * (not Delivered).
 */
export const rateSender = ({ parcelId, rating }: { parcelId: number; rating: SenderRatingRequest }) =>
  api.post<unknown>(`/api/parcels/${parcelId}/rating`, rating);

/**
 * useRateSender rates the sender and marks the parcel as rated in the ride's accepted parcels at once. A 409 (rated
 * already, or no longer Delivered) reads them again, so the screen shows how things are.
 */
export function useRateSender(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateSender,
    onSuccess: (_, { parcelId }) => patchAccepted(queryClient, rideId, parcelId, { senderRated: true }),
    onError: (err) => {
      if (isApiError(err) && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: rideKeys.detail(rideId) });
    },
  });
}
