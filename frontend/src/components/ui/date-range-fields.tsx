import { useController, useFormContext, useWatch } from 'react-hook-form';

import { errorAt } from '@/lib/form-errors';

import { DateField } from './date-field';
import { DAY, DAY_TIME } from './date-text';
import { DateTimeField } from './date-time-field';

interface RangeEnd {
  /** name is the form path; label names the field and, for a date and time, timeLabel its time box. */
  name: string;
  label: string;
  timeLabel?: string;
}

interface DateRangeFieldsProps {
  /** type: days (YYYY-MM-DD) or local dates and times (YYYY-MM-DDTHH:MM), as the form holds them. */
  type: 'date' | 'datetime-local';
  start: RangeEnd;
  end: RangeEnd;
  /** range bounds the start; the end may not come before the start (or before range.min while there is none). */
  range: { min: string; max: string };
}

/** DateRangeFields is when a route starts and ends, as two fields of a react-hook-form context. */
export function DateRangeFields({ type, start, end, range }: DateRangeFieldsProps) {
  const { control } = useFormContext();
  const startValue = useWatch({ control, name: start.name }) as string;
  const valid = type === 'date' ? DAY : DAY_TIME;
  return (
    <>
      <RangeField type={type} end={start} min={range.min} max={range.max} />
      <RangeField type={type} end={end} min={valid.test(startValue) ? startValue : range.min} />
    </>
  );
}

function RangeField({
  type,
  end,
  min,
  max,
}: {
  type: DateRangeFieldsProps['type'];
  end: RangeEnd;
  min: string;
  max?: string;
}) {
  const { control, formState } = useFormContext();
  const { field } = useController({ control, name: end.name });
  const props = {
    name: field.name,
    label: end.label,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    min,
    max,
    error: errorAt(formState.errors, end.name),
    ref: field.ref,
  };
  return type === 'date' ? (
    <DateField {...props} />
  ) : (
    <DateTimeField {...props} timeLabel={end.timeLabel ?? end.label} />
  );
}
