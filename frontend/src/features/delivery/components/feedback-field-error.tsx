import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import i18n from '@/i18n';
import { validationMessage } from '@/lib/errors';

import '@/components/ui/form.css';

/** feedbackMessage translates a feedback field's code, preferring the words written for this form. */
function feedbackMessage(field: 'rating' | 'comment', code: string): string {
  const key = `delivery.feedback.validation.${field}.${code}`;
  // Checked with exists() first, so the cast to a known key is safe.
  return i18n.exists(key)
    ? i18n.t(key as 'delivery.feedback.validation.rating.required')
    : validationMessage(field, code);
}

/** FeedbackFieldError shows a field's error code, translated, under its input (like the shared FieldError). */
export function FeedbackFieldError({ id, field, code }: { id: string; field: 'rating' | 'comment'; code?: string }) {
  useTranslation(); // re-render when the language changes
  if (!code) return null;
  return (
    <p id={id} className="field__error">
      <CircleAlert size={16} aria-hidden="true" />
      <span>{feedbackMessage(field, code)}</span>
    </p>
  );
}
