import i18n from '@/i18n';
import { validationMessage } from '@/lib/errors';

/** feedbackMessage translates a feedback field's code, preferring the words written for this form. */
export function feedbackMessage(field: 'rating' | 'comment', code: string): string {
  const key = `delivery.feedback.validation.${field}.${code}`;
  // Checked with exists() first, so the cast to a known key is safe.
  return i18n.exists(key)
    ? i18n.t(key as 'delivery.feedback.validation.rating.required')
    : validationMessage(field, code);
}
