import { useFormContext, useWatch } from 'react-hook-form';

import { errorAt } from '@/lib/errors';

import { InputField } from './input-field';

interface DateRangeFieldsProps {
  type: 'date' | 'datetime-local';
  /** start and end are the form paths and labels of the two inputs. */
  start: { name: string; label: string };
  end: { name: string; label: string };
  /** range bounds the start; the end may not come before the start (or before range.min while there is none). */
  range: { min: string; max: string };
}

/** DateRangeFields is when a route starts and ends, as two inputs of a react-hook-form context. */
export function DateRangeFields({ type, start, end, range }: DateRangeFieldsProps) {
  const { control, register, formState } = useFormContext();
  const startValue: string = useWatch({ control, name: start.name });
  return (
    <>
      <InputField
        type={type}
        label={start.label}
        min={range.min}
        max={range.max}
        error={errorAt(formState.errors, start.name)}
        {...register(start.name)}
      />
      <InputField
        type={type}
        label={end.label}
        min={startValue || range.min}
        error={errorAt(formState.errors, end.name)}
        {...register(end.name)}
      />
    </>
  );
}
