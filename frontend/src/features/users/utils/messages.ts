import i18n from '@/i18n';
import { errorMessage, errorCode, validationMessage } from '@/lib/errors';

// Dynamic keys (server codes) are checked with exists() before use, so the casts to a known key are safe.
const first = (keys: string[], fallback: () => string): string => {
  const key = keys.find((k) => i18n.exists(k));
  return key ? i18n.t(key as 'users.documentTitle') : fallback();
};

/** userErrorMessage is a failed call in the words of a section of this feature (e.g. report.errors.<code>). */
export const userErrorMessage = (err: unknown, section: 'report' | 'users'): string =>
  first([`${section}.errors.${errorCode(err)}`], () => errorMessage(err));

/** fieldMessage translates a field code of a form of this feature (report.validation.<field>.<code>). */
export const fieldMessage = (section: 'report', field: string, code: string): string =>
  first([`${section}.validation.${field}.${code}`], () => validationMessage(field, code));
