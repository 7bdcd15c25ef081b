import i18n from '@/i18n';
import { errorCode, errorMessage, validationMessage } from '@/lib/errors';

// Dynamic keys (server codes) are checked with exists() before use, so the casts to a known key are safe.

/** senderRatingError is a refused rating of the sender in words: this dialog's own, else the app's. */
export function senderRatingError(err: unknown): string {
  const key = `senderRating.errors.${errorCode(err)}`;
  return i18n.exists(key) ? i18n.t(key as 'senderRating.title') : errorMessage(err);
}

/** senderRatingFieldMessage translates a field code of the rating dialog, preferring the words written for it. */
export function senderRatingFieldMessage(field: 'rating' | 'comment', code: string): string {
  const key = `senderRating.validation.${field}.${code}`;
  return i18n.exists(key) ? i18n.t(key as 'senderRating.title') : validationMessage(field, code);
}
