import clsx from 'clsx';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FEEDBACK_LIMITS } from '../api/send-feedback';

import { FeedbackFieldError } from './feedback-field-error';

import '@/components/ui/form.css';

/** CommentField is the optional "Your feedback" text, with a character counter. */
export function CommentField({ value, field, error }: { value: string; field: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const count = [...value.trim()].length;
  return (
    <div className={clsx('field', error && 'field--invalid')}>
      <label className="field__label" htmlFor={id}>
        {t('delivery.feedback.comment')} <span className="field__optional">{t('delivery.feedback.optional')}</span>
      </label>
      <textarea
        id={id}
        className="input textarea"
        rows={5}
        placeholder={t('delivery.feedback.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(`${id}-count`, error && `${id}-error`)}
        {...field}
      />
      <p
        id={`${id}-count`}
        className={clsx('field__hint', 'field__counter', count > FEEDBACK_LIMITS.commentMax && 'field__counter--over')}
      >
        {t('delivery.feedback.count', { count, max: FEEDBACK_LIMITS.commentMax })}
      </p>
      <FeedbackFieldError id={`${id}-error`} field="comment" code={error} />
    </div>
  );
}
