import type { Language } from '@/types/api';

import { localeOf } from './format';

// Apart from format.ts, which the first load carries: only the lists of my parcels and rides use it.

/** formatShortDateTime shows an instant (RFC 3339) as a weekday, a day and a time: "Thu 13, 14:00" or "чт, 13, 14:00". */
export function formatShortDateTime(value: string, language?: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value));
}
