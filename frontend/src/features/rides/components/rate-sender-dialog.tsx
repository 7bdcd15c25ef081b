import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/field-error';
import { StarRatingField } from '@/components/ui/star-rating-field';
import { describeError } from '@/lib/errors';
import { personName } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { AcceptedParcel } from '@/types/api';

import {
  SENDER_RATING_LIMITS,
  senderRatingSchema,
  toSenderRating,
  useRateSender,
  type SenderRatingInput,
} from '../api/rate-sender';
import { senderRatingError, senderRatingFieldMessage } from '../utils/sender-rating-text';

import '@/components/ui/form.css';
import './rides.css';

// Codes after which there is nothing left to rate: the refreshed ride shows why.
const GONE = ['already_rated', 'invalid_state', 'not_found'];

/**
 * RateSenderDialog lets the driver rate the sender of a Delivered parcel: 1 to 5 stars and an optional comment.
 * Field codes show under their fields and other refusals in the dialog; what was typed stays.
 */
export function RateSenderDialog({ parcel, onClose }: { parcel: AcceptedParcel; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const rate = useRateSender(parcel.rideId);
  const [refusal, setRefusal] = useState<string>();
  const { register, handleSubmit, formState, setError, control } = useForm<SenderRatingInput>({
    resolver: zodResolver(senderRatingSchema),
    defaultValues: { rating: null, comment: '' },
  });
  const [rating, comment] = useWatch({ control, name: ['rating', 'comment'] });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      await rate.mutateAsync({ parcelId: parcel.parcelId, rating: toSenderRating(values) });
      toast.success(t('senderRating.success'));
      onClose();
    } catch (err) {
      const failure = describeError(err);
      let focused = false;
      for (const field of ['rating', 'comment'] as const) {
        if (!failure.fields[field]) continue;
        setError(field, { type: 'server', message: failure.fields[field].code }, { shouldFocus: !focused });
        focused = true;
      }
      if (focused) return;
      if (GONE.includes(failure.code)) {
        toast.error(senderRatingError(err), { id: 'sender-rating-error' });
        onClose();
        return;
      }
      setRefusal(senderRatingError(err));
    }
  });

  const ratingError = errors.rating?.message;
  const commentError = errors.comment?.message;
  return (
    <Dialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onClose={onClose}
      busy={isSubmitting}
      initialFocus="input"
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {t('senderRating.title')}
      </h2>
      <p id={`${id}-text`} className="dialog__text">
        {t('senderRating.text', { name: personName(parcel.sender), parcel: t(`parcels.types.${parcel.type}`) })}
      </p>
      <form id={`${id}-form`} className="form" noValidate onSubmit={submit}>
        <StarRatingField
          legend={t('senderRating.rating')}
          value={rating}
          field={register('rating')}
          starLabel={(count) => t('senderRating.star', { count })}
          levelLabel={(n) => t(`senderRating.levels.${n as 1 | 2 | 3 | 4 | 5}`)}
          error={ratingError && senderRatingFieldMessage('rating', ratingError)}
        />
        <CountedTextarea
          label={t('senderRating.comment')}
          optional={t('senderRating.optional')}
          placeholder={t('senderRating.placeholder')}
          value={comment ?? ''}
          max={SENDER_RATING_LIMITS.commentMax}
          counter={(count) => t('senderRating.count', { count, max: SENDER_RATING_LIMITS.commentMax })}
          field={register('comment')}
          error={commentError && senderRatingFieldMessage('comment', commentError)}
        />
        {refusal && <FormAlert>{refusal}</FormAlert>}
      </form>
      <div className="dialog__actions">
        <Button variant="secondary" block disabled={isSubmitting} onClick={onClose}>
          {t('senderRating.cancel')}
        </Button>
        <Button type="submit" form={`${id}-form`} block loading={isSubmitting}>
          {t('senderRating.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
