import i18n from '@/i18n';
import { errorCode, errorMessage, validationMessage } from '@/lib/errors';

// Dynamic keys (server codes) are checked with exists() before use, so the casts to a known key are safe.
const first = (keys: string[], fallback: () => string): string => {
  const key = keys.find((k) => i18n.exists(k));
  return key ? i18n.t(key as 'admin.title') : fallback();
};

/** adminErrorMessage is a failed admin call in the words of this screen (admin.errors.<code>), else the app's. */
export const adminErrorMessage = (err: unknown): string =>
  first([`admin.errors.${errorCode(err)}`], () => errorMessage(err));

/** reasonMessage translates a code of the reason field (admin.validation.reason.<code>). */
export const reasonMessage = (code: string): string =>
  first([`admin.validation.reason.${code}`], () => validationMessage('reason', code));
