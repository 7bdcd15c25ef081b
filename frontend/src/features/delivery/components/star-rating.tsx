import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FeedbackFieldError } from './feedback-field-error';

import '@/components/ui/form.css';
import './delivery.css';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingProps {
  /** value is the checked star ("1"…"5"), or null while none is. */
  value: string | null | undefined;
  field: UseFormRegisterReturn;
  error?: string;
}

/**
 * StarRating is a radio group of five stars ("1 star" … "5 stars"). Native radios give the keyboard
 * behaviour: Tab enters the group, the arrow keys move and choose. Stars up to the choice are filled, and on
 * a pointer device up to the hovered one.
 */
export function StarRating({ value, field, error }: StarRatingProps) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = STARS.find((n) => String(n) === value);
  return (
    <fieldset
      className={clsx('star-rating', error && 'star-rating--invalid')}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend id={`${id}-legend`} className="field__label">
        {t('delivery.feedback.rating')}
      </legend>
      <div className="star-rating__row">
        <div className="star-rating__stars">
          {STARS.map((n) => (
            <label
              key={n}
              className={clsx('star-rating__star', chosen !== undefined && n <= chosen && 'star-rating__star--on')}
            >
              <input type="radio" className="sr-only" value={String(n)} {...field} />
              <Star size={36} strokeWidth={1.75} aria-hidden="true" />
              <span className="sr-only">{t('delivery.feedback.star', { count: n })}</span>
            </label>
          ))}
        </div>
        {chosen !== undefined && (
          <span className="star-rating__caption" aria-hidden="true">
            {t(`delivery.feedback.levels.${chosen}`)}
          </span>
        )}
      </div>
      <FeedbackFieldError id={`${id}-error`} field="rating" code={error} />
    </fieldset>
  );
}
