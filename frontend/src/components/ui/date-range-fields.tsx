import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { errorAt } from '@/lib/errors';
import { formatDateTime, formatDay } from '@/lib/format';

import { InputField } from './input-field';

interface DateRangeFieldsProps {
  type: 'date' | 'datetime-local';
  /** start and end are the form paths and labels of the two inputs. */
  start: { name: string; label: string };
  end: { name: string; label: string };
  /** range bounds the start; the end may not come before the start (or before range.min while there is none). */
  range: { min: string; max: string };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * spelled is a chosen date as the interface language writes it ("Tue, 24 Nov" / "вт, 24 лист."): the native
 * input shows the browser's own format (mm/dd/yyyy in an American browser), whatever language the app is in.
 */
function spelled(type: DateRangeFieldsProps['type'], value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (type === 'date') return DAY.test(value) ? formatDay(value) : undefined;
  return DAY_TIME.test(value) ? formatDateTime(value) : undefined;
}

/** DateRangeFields is when a route starts and ends, as two inputs of a react-hook-form context. */
export function DateRangeFields({ type, start, end, range }: DateRangeFieldsProps) {
  useTranslation(); // the spelled dates follow the interface language
  const { control, register, formState } = useFormContext();
  const [startValue, endValue] = useWatch({ control, name: [start.name, end.name] }) as [string, string];
  return (
    <>
      <InputField
        type={type}
        label={start.label}
        min={range.min}
        max={range.max}
        hint={spelled(type, startValue)}
        error={errorAt(formState.errors, start.name)}
        {...register(start.name)}
      />
      <InputField
        type={type}
        label={end.label}
        min={startValue || range.min}
        hint={spelled(type, endValue)}
        error={errorAt(formState.errors, end.name)}
        {...register(end.name)}
      />
    </>
  );
}
