import toast from 'react-hot-toast';

import i18n from '@/i18n';
import { errorCode, toastError } from '@/lib/errors';

/** toastRequestError says what went wrong in the words of requests (ride_full, invalid_state…), else generically. */
export function toastRequestError(err: unknown): void {
  const code = errorCode(err);
  const key = `requests.errors.${code}`;
  // A server code is a translation key only when it exists, so the cast to a known key is safe.
  if (i18n.exists(key)) toast.error(i18n.t(key as 'requests.errors.invalid_state'), { id: `error-${code}` });
  else toastError(err);
}
