import type { TFunction } from 'i18next';

import { errorCode, errorMessage } from '@/lib/errors';

// The answers a request can get that mean something particular to the user (docs: the requests API).
const REQUEST_CODES = [
  'route_mismatch',
  'ride_full',
  'request_exists',
  'own_item',
  'invalid_state',
  'email_not_verified',
  'not_found',
] as const;
type RequestCode = (typeof REQUEST_CODES)[number];

const isRequestCode = (code: string): code is RequestCode => (REQUEST_CODES as readonly string[]).includes(code);

/** requestErrorMessage says why a request was refused, in words about requests; other errors as usual. */
export function requestErrorMessage(err: unknown, t: TFunction): string {
  const code = errorCode(err);
  return isRequestCode(code) ? t(`available.errors.${code}`) : errorMessage(err);
}
