import type { Language } from '@/types/api';

// How a day is typed in each interface language: the numeric short date of lib/format's locales (en-GB, uk-UA),
// day first. Read and written here by hand: the search's day field is on the first screens a phone loads.
const SEPARATORS: Record<Language, string> = { en: '/', uk: '.' };

/** DAY matches a form's day value (YYYY-MM-DD); DAY_TIME a local date and time (YYYY-MM-DDTHH:MM). */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** dayText shows a form's day value as the interface language types it: 24/11/2026 (en) or 24.11.2026 (uk). */
export function dayText(value: string, language: Language): string {
  if (!DAY.test(value)) return value;
  const [year, month, day] = value.split('-');
  return [day, month, year].join(SEPARATORS[language]);
}

/**
 * readDay reads a typed day as YYYY-MM-DD, or null when it is not a date. Any run of spaces, dots, commas,
 * slashes or hyphens separates the parts (a phone's number pad has no slash), and a pasted 2026-11-24 is taken too.
 * Both languages type the day first: the language chooses only the separator dayText writes.
 */
export function readDay(text: string, _language: Language): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const typed = /^(\d{1,2})[\s.,/-]+(\d{1,2})[\s.,/-]+(\d{4})$/.exec(trimmed);
  return typed ? checked(Number(typed[3]), Number(typed[2]), Number(typed[1])) : null;
}

/** checked is the day as YYYY-MM-DD when it is one of the calendar's (no 31 April), from the year 1000 on. */
function checked(year: number, month: number, day: number): string | null {
  const date = new Date(year, month - 1, day);
  if (year < 1000 || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** readTime reads a typed time of day on the 24-hour clock (7:30, 0730, 07.30, 7) as HH:MM, or null. */
export function readTime(text: string): string | null {
  const m = /^(\d{1,2})(?:[\s.:,-]?(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [hours, minutes] = [Number(m[1]), Number(m[2] ?? 0)];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** splitDateTime splits a form's date-and-time value into what its day and time boxes show. */
export function splitDateTime(value: string, language: Language): { day: string; time: string } {
  if (value === '') return { day: '', time: '' };
  const at = value.indexOf('T');
  if (at < 0) return { day: dayText(value, language), time: '' };
  return { day: dayText(value.slice(0, at), language), time: value.slice(at + 1) };
}

/**
 * joinDateTime is the form value of a typed day and time: YYYY-MM-DDTHH:MM when both read, "" when both are
 * empty, and otherwise what was typed joined by a T, which the form's schema rejects as invalid.
 */
export function joinDateTime(day: string, time: string, language: Language): string {
  if (day.trim() === '' && time.trim() === '') return '';
  return `${readDay(day, language) ?? day.trim()}T${readTime(time) ?? time.trim()}`;
}
