import type { Language } from '@/types/api';

import { localeOf } from './format';

/** AnswerTime is how soon someone usually answers, in the unit it reads best in. */
export type AnswerTime = { unit: 'hour' } | { unit: 'hours' | 'days'; count: number };

/** answerTime rounds a median answer time: "within an hour", whole hours up to two days, then days. */
export function answerTime(medianHours: number): AnswerTime {
  if (medianHours < 1) return { unit: 'hour' };
  if (medianHours < 48) return { unit: 'hours', count: Math.round(medianHours) };
  return { unit: 'days', count: Math.round(medianHours / 24) };
}

/** formatShare shows a share (0–1) as a whole percentage: "90%". */
export function formatShare(rate: number, language?: Language): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

/** formatMonth shows a year and month (YYYY-MM): "November 2026" (uk "листопад 2026 р."). */
export function formatMonth(value: string, language?: Language): string {
  const [y, m] = value.split('-').map(Number);
  if (!y || !m) return '';
  return new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric' }).format(new Date(y, m - 1, 1));
}
