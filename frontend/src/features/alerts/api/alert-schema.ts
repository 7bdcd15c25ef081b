import * as z from 'zod/mini';

import { DAY } from '@/components/ui/date-text';
import type { Place } from '@/types/api';

import { alertDateRange, isKind } from './create-alert';

// The saved-route form's checks, apart from create-alert.ts: "Notify me" under the public lists saves a route
// without a form, and those lists are first screens, which load without zod.

/**
 * alertSchema holds the rules the server checks too (docs/product.md §7): a kind, two different cities chosen from
 * the list, and optional dates from today to a year ahead, the last not before the first. Each message is a
 * field code FieldError translates, as the server's are.
 */
export const alertSchema = z
  .object({
    // A radio group reads as null while nothing is checked.
    kind: z.nullish(z.string()),
    from: z.nullable(z.custom<Place>()),
    to: z.nullable(z.custom<Place>()),
    dateFrom: z.string(),
    dateTo: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: v });
      if (!isKind(v.kind)) issue('kind', 'required');
      if (!v.from) issue('from', 'choose_city');
      if (!v.to) issue('to', 'choose_city');
      else if (v.from?.placeId === v.to.placeId) issue('to', 'same_as_from');
      const { min, max } = alertDateRange();
      for (const key of ['dateFrom', 'dateTo'] as const) {
        const day = v[key];
        if (day === '') continue;
        if (!DAY.test(day)) issue(key, 'invalid');
        else if (day < min || day > max) issue(key, 'out_of_range');
      }
      if (DAY.test(v.dateFrom) && DAY.test(v.dateTo) && v.dateTo < v.dateFrom) issue('dateTo', 'before_date_from');
    }),
  );

/** AlertFormValues is what the form holds: cities as chosen places, days as YYYY-MM-DD or "". */
export type AlertFormValues = z.input<typeof alertSchema>;
