import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field-error';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { applyFormError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

import { feedbackSchema, toFeedback, useSendFeedback, type FeedbackInput } from '../api/send-feedback';

import { CommentField } from './comment-field';
import { StarRating } from './star-rating';

import '@/components/ui/form.css';

const FIELDS = ['rating', 'comment'] as const;

/**
 * FeedbackForm rates the driver: stars (required) and an optional comment. Errors show under their fields in
 * the user's language with a toast; what was typed stays. On success it goes to the thank-you screen.
 */
export function FeedbackForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendFeedback();
  const { register, handleSubmit, setError, control, formState } = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { rating: null, comment: '' },
  });
  const { errors } = formState;
  const [rating, comment] = useWatch({ control, name: ['rating', 'comment'] });

  const onSubmit = handleSubmit((values) =>
    send.mutate(
      { token, feedback: toFeedback(values) },
      {
        onSuccess: () => {
          toast.success(t('delivery.feedback.success'));
          void navigate(paths.feedbackConfirmation.getHref());
        },
        onError: (err) => {
          // 409: rated already or not answered yet; the screen is read again and says which.
          if (isApiError(err) && err.status === 409)
            toast.error(t('delivery.statusChanged'), { id: 'delivery-status' });
          else applyFormError(err, setError, FIELDS);
        },
      },
    ),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError code={errors.root?.server?.message} />
      <StarRating value={rating} field={register('rating')} error={errors.rating?.message} />
      <CommentField value={comment ?? ''} field={register('comment')} error={errors.comment?.message} />
      <Button type="submit" block loading={send.isPending} icon={<Send size={18} aria-hidden="true" />}>
        {t('delivery.feedback.submit')}
      </Button>
    </form>
  );
}
