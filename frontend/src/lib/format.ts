import { currentLanguage } from '@/i18n';
import type { Address, Language, PublicCard } from '@/types/api';

// Dates and prices follow the interface language, not the browser's.
const LOCALES: Record<Language, string> = { en: 'en-GB', uk: 'uk-UA' };

/** localeOf is the Intl locale of an interface language. */
export const localeOf = (language: Language = currentLanguage()): string => LOCALES[language];

/** formatPrice shows whole hryvnias with the sign: ₴1,500 (en) or ₴1 500 (uk). */
export function formatPrice(amount: number, language?: Language): string {
  return `₴${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(amount)}`;
}

/** parseDay reads a calendar date (YYYY-MM-DD) as local midnight, so it never shifts a day. */
export function parseDay(value: string): Date {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y, m - 1, d);
}

// The year is shown only when it is not this year's.
const withYear = (date: Date, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions =>
  date.getFullYear() === new Date().getFullYear() ? options : { ...options, year: 'numeric' };

/** formatDay shows a calendar date (YYYY-MM-DD): "Wed, 12 Mar" or "ср, 12 бер.". */
export function formatDay(value: string, language?: Language): string {
  const date = parseDay(value);
  return new Intl.DateTimeFormat(
    localeOf(language),
    withYear(date, { weekday: 'short', day: 'numeric', month: 'short' }),
  ).format(date);
}

/** formatDateTime shows an instant (RFC 3339) in the user's time zone: "Wed, 12 Mar, 09:30". */
export function formatDateTime(value: string, language?: Language): string {
  const date = new Date(value);
  const options = withYear(date, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return new Intl.DateTimeFormat(localeOf(language), options).format(date);
}

// The units formatRelative counts in, each while fewer than the next one's seconds.
const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 3600],
  ['hour', 86_400],
  ['day', 7 * 86_400],
];

/**
 * formatRelative shows an instant (RFC 3339) as how long ago it was — "now", "5 minutes ago", "yesterday",
 * "3 days ago" (uk: "зараз", "5 хвилин тому", "учора") — and from a week back as a short date, "12 Mar".
 */
export function formatRelative(value: string, now: Date = new Date(), language?: Language): string {
  const date = new Date(value);
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  let size = 1;
  for (const [unit, limit] of RELATIVE_UNITS) {
    if (seconds < limit)
      return unit === 'second' ? rtf.format(0, 'second') : rtf.format(-Math.floor(seconds / size), unit);
    size = limit;
  }
  return new Intl.DateTimeFormat(localeOf(language), withYear(date, { day: 'numeric', month: 'short' })).format(date);
}

const deletedAccount: Record<Language, string> = { en: 'Deleted account', uk: 'Видалений обліковий запис' };

/**
 * deletedAccountName is what a deleted account is called wherever its name or address would be (its stored
 * address, deleted:ID, reaches no one): "Deleted account", in the interface language.
 */
export const deletedAccountName = (language: Language = currentLanguage()): string => deletedAccount[language];

/**
 * personName is a person's name as shown: name and surname (initial) from their card, "Olena K."; "" for nobody.
 * A deleted account's card keeps no name: it reads "Deleted account".
 */
export const personName = (person: Pick<PublicCard, 'name' | 'surname' | 'deleted'> | null | undefined): string => {
  if (!person) return '';
  if (person.deleted) return deletedAccountName();
  return `${person.name} ${person.surname}`.trim();
};

/**
 * formatRating shows a rating's average with one decimal in the interface language: 4.5 (en) or 4,5 (uk).
 */
export function formatRating(average: number, language?: Language): string {
  return new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
}

/** cityName is an address's city in the interface language. */
export function cityName(address: Pick<Address, 'city' | 'cityUk'>, language: Language = currentLanguage()): string {
  return language === 'uk' ? address.cityUk || address.city : address.city;
}

/** regionName is an address's region in the interface language. */
export function regionName(
  address: Pick<Address, 'region' | 'regionUk'>,
  language: Language = currentLanguage(),
): string {
  return language === 'uk' ? address.regionUk || address.region : address.region;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** toDayInput is a date as an <input type="date"> value (local YYYY-MM-DD). */
export const toDayInput = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** toDateTimeInput is a date as an <input type="datetime-local"> value (local YYYY-MM-DDTHH:mm). */
export const toDateTimeInput = (date: Date): string =>
  `${toDayInput(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/**
 * displayPhone groups a Ukrainian E.164 number the international way (+380 67 123 4567) and shows any other
 * as stored. Screens that only show numbers use it instead of lib/phone, whose metadata is large.
 */
export function displayPhone(e164: string): string {
  const ua = /^\+380(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return ua ? `+380 ${ua[1]} ${ua[2]} ${ua[3]}` : e164;
}

/** countBadge is a count as a badge shows it: the number up to 9, then "9+". */
export const countBadge = (count: number): string => (count > 9 ? '9+' : String(count));

/** formatTime shows an instant's time of day (RFC 3339) in the user's time zone: "10:55". */
export function formatTime(value: string, language?: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit' }).format(new Date(value));
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * formatAlong shows when a ride passes a place (RFC 3339): its time of day, "10:55", when that is the day of
 * `sameDayAs` (the ride's departure), else with its date, "Tue, 15 Dec, 01:10".
 */
export function formatAlong(value: string, sameDayAs: string, language?: Language): string {
  return sameDay(new Date(value), new Date(sameDayAs)) ? formatTime(value, language) : formatDateTime(value, language);
}

/** formatShortDay shows a calendar date (YYYY-MM-DD) as a weekday and a day of the month: "Fri 18" or "пт, 18". */
export function formatShortDay(value: string, language?: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', day: 'numeric' }).format(parseDay(value));
}
