import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import * as z from 'zod/mini';

/** DEFAULT_PHONE_REGION is assumed for numbers typed without a country code. */
export const DEFAULT_PHONE_REGION: CountryCode = 'UA';

/** toE164 returns the number in E.164 (+380671234567), or undefined when it is not a valid number. */
export function toE164(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** formatPhone shows a stored E.164 number the international way (+380 67 123 4567). */
export function formatPhone(value: string): string {
  return parsePhoneNumberFromString(value, DEFAULT_PHONE_REGION)?.formatInternational() ?? value;
}

/** phoneSchema: a required, valid international number (default region UA). */
export const phoneSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'required'),
  z.refine((v) => v === '' || toE164(v) !== undefined, 'invalid'),
);
