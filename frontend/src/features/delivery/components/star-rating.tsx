import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { StarRatingField } from '@/components/ui/star-rating-field';

import { feedbackMessage } from '../utils/feedback-message';

interface StarRatingProps {
  /** value is the checked star ("1"…"5"), or null while none is. */
  value: string | null | undefined;
  field: UseFormRegisterReturn;
  error?: string;
}

/** StarRating is the recipient's rating of the driver: five stars, "Very bad" … "Excellent". */
export function StarRating({ value, field, error }: StarRatingProps) {
  const { t } = useTranslation();
  return (
    <StarRatingField
      legend={t('delivery.feedback.rating')}
      value={value}
      field={field}
      starLabel={(count) => t('delivery.feedback.star', { count })}
      levelLabel={(n) => t(`delivery.feedback.levels.${n as 1 | 2 | 3 | 4 | 5}`)}
      error={error ? feedbackMessage('rating', error) : undefined}
    />
  );
}
