import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { api, isApiError } from '@/lib/api-client';
import type { Delivery } from '@/types/api';

import { deliveryKeys, deliveryPath } from './get-delivery';

/** FEEDBACK_LIMITS are the server's: a rating of 1 to 5 stars and a comment of at most 1000 characters. */
export const FEEDBACK_LIMITS = { ratingMax: 5, commentMax: 1000 } as const;

const length = (value: string) => [...value].length;
// The server refuses control characters other than line breaks and tabs (as in a parcel's details).
const hasControl = (value: string) =>
  [...value].some((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return (code < 0x20 && ch !== '\n' && ch !== '\r' && ch !== '\t') || (code >= 0x7f && code <= 0x9f);
  });

/**
 * feedbackSchema mirrors the server: a rating is required (the radio group reads null until a star is
 * chosen); the comment is optional, trimmed, at most 1000 characters. Messages are field codes.
 */
export const feedbackSchema = z.object({
  rating: z.nullish(z.string()).check(
    z.refine((v) => !!v, 'required'),
    z.refine((v) => !v || (Number(v) >= 1 && Number(v) <= FEEDBACK_LIMITS.ratingMax), 'out_of_range'),
  ),
  comment: z.string().check(
    z.trim(),
    z.refine((v) => length(v) <= FEEDBACK_LIMITS.commentMax, 'too_long'),
    z.refine((v) => !hasControl(v), 'invalid'),
  ),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

/** Feedback is what POST /api/delivery/{token}/feedback takes. */
export interface Feedback {
  rating: number;
  comment: string;
}

/** toFeedback turns the form's values into the call's body. */
export const toFeedback = (values: FeedbackInput): Feedback => ({
  rating: Number(values.rating),
  comment: values.comment.trim(),
});

/** sendFeedback rates the driver of the link's parcel, once. */
export const sendFeedback = ({ token, feedback }: { token: string; feedback: Feedback }) =>
  api.post<Feedback & { parcelId: number; driverId: number }>(`${deliveryPath(token)}/feedback`, feedback);

/**
 * useSendFeedback sends the rating and marks the cached delivery as rated. A 409 (rated already, or not
 * answered yet) or a 404 reads the delivery again so the screen shows why.
 */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: (_, { token }) => {
      queryClient.setQueryData<Delivery>(deliveryKeys.detail(token), (d) => (d ? { ...d, feedbackGiven: true } : d));
    },
    onError: (err, { token }) => {
      if (isApiError(err) && (err.status === 409 || err.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: deliveryKeys.detail(token) });
      }
    },
  });
}
