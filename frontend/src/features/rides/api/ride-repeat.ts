import { DAY, DAY_TIME } from '@/components/ui/date-text';
import { parseDay } from '@/lib/format';
import type { RideRepeat } from '@/types/api';

/** SERIES_MAX_DAYS is how far after the first departure a regular trip may end: 12 weeks (docs/product.md §5). */
export const SERIES_MAX_DAYS = 84;

/** WEEKDAYS are ISO weekdays, Monday 1 … Sunday 7, as the API numbers them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** RepeatValues is the form's "Repeat": off, or the chosen weekdays and the last day (YYYY-MM-DD). */
export interface RepeatValues {
  on: boolean;
  weekdays: number[];
  until: string;
}

export const emptyRepeat: RepeatValues = { on: false, weekdays: [], until: '' };

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** addDays is the day n days after a day (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const d = parseDay(day);
  d.setDate(d.getDate() + n);
  return dayOf(d);
}

/**
 * untilRange is the span of last days the server takes for a departure typed as YYYY-MM-DDTHH:mm: 12 weeks from
 * it, and no later than a year from today, as every departure.
 */
export function untilRange(departure: string, now = new Date()): { min: string; max: string } | undefined {
  if (!DAY_TIME.test(departure)) return undefined;
  const first = departure.slice(0, 10);
  const weeks = addDays(first, SERIES_MAX_DAYS);
  const inAYear = new Date(now);
  inAYear.setFullYear(now.getFullYear() + 1);
  const year = dayOf(inAYear);
  return { min: first, max: weeks < year ? weeks : year };
}

/** checkRepeat holds the server's rules for a regular trip; issue takes a field path and a code. */
export function checkRepeat(
  repeat: RepeatValues,
  departure: string,
  issue: (path: string, code: string) => void,
  now = new Date(),
) {
  if (!repeat.on) return;
  if (repeat.weekdays.length === 0) issue('repeat.weekdays', 'required');
  const range = untilRange(departure, now);
  if (repeat.until === '') issue('repeat.until', 'required');
  else if (!DAY.test(repeat.until)) issue('repeat.until', 'invalid');
  else if (range && repeat.until < range.min) issue('repeat.until', 'before_departure');
  else if (range && repeat.until > range.max) issue('repeat.until', 'too_far');
}

/** toRepeat is the request's repeat, or undefined for a single ride. */
export function toRepeat(repeat: RepeatValues): RideRepeat | undefined {
  if (!repeat.on) return undefined;
  return { weekdays: [...repeat.weekdays].sort((a, b) => a - b), until: repeat.until };
}
