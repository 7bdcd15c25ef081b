import clsx from 'clsx';
import { CircleAlert, Star } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import './form.css';
import './star-rating.css';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingFieldProps {
  legend: string;
  /** value is the checked star ("1"…"5"), or null while none is. */
  value: string | null | undefined;
  field: UseFormRegisterReturn;
  /** starLabel names one radio: "1 star" … "5 stars". */
  starLabel: (n: number) => string;
  /** levelLabel is the word shown beside the chosen star ("Very bad" … "Excellent"). */
  levelLabel: (n: number) => string;
  /** error is the field's message, already in the user's language. */
  error?: string;
}

/**
 * StarRatingField is a required radio group of five stars. Native radios give the keyboard behaviour: Tab
 * enters the group, the arrow keys move and choose. Stars up to the choice are filled, and on a pointer
 * device up to the hovered one.
 */
export function StarRatingField({ legend, value, field, starLabel, levelLabel, error }: StarRatingFieldProps) {
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
        {legend}
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
              <span className="sr-only">{starLabel(n)}</span>
            </label>
          ))}
        </div>
        {chosen !== undefined && (
          <span className="star-rating__caption" aria-hidden="true">
            {levelLabel(chosen)}
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
