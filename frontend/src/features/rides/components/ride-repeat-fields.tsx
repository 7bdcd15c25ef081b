import clsx from 'clsx';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { DateField } from '@/components/ui/date-field';
import { FieldError } from '@/components/ui/field-error';

import type { RideFormValues } from '../api/create-ride';
import { untilRange, WEEKDAYS } from '../api/ride-repeat';

import '@/components/ui/choice-tiles.css';
import './ride-series.css';

/** WeekdayChips are the days of a regular trip: one toggle button a day, Monday first. */
function WeekdayChips() {
  const { t } = useTranslation();
  const id = useId();
  const { control, formState } = useFormContext<RideFormValues>();
  const { field } = useController({ control, name: 'repeat.weekdays' });
  const chosen = field.value;
  const error = formState.errors.repeat?.weekdays?.message;
  const toggle = (day: number) =>
    field.onChange(chosen.includes(day) ? chosen.filter((d) => d !== day) : [...chosen, day]);
  return (
    <div className={clsx('field', error && 'field--invalid')}>
      <p id={`${id}-label`} className="field__label">
        {t('rides.repeat.days')}
      </p>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="weekday-chips"
      >
        {WEEKDAYS.map((day, i) => (
          <button
            key={day}
            ref={i === 0 ? field.ref : undefined}
            type="button"
            className={clsx('chip', 'weekday-chip', chosen.includes(day) && 'chip--checked')}
            aria-pressed={chosen.includes(day)}
            aria-label={t(`rides.repeat.dayNames.${day}`)}
            onClick={() => toggle(day)}
          >
            {t(`rides.repeat.dayShort.${day}`)}
          </button>
        ))}
      </div>
      <FieldError id={`${id}-error`} field="repeat.weekdays" code={error} />
    </div>
  );
}

/** UntilField is a regular trip's last day, offered up to 12 weeks after the departure. */
function UntilField() {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<RideFormValues>();
  const { field } = useController({ control, name: 'repeat.until' });
  const departure = useWatch({ control, name: 'departureDate' });
  const range = untilRange(departure);
  const props = {
    name: field.name,
    label: t('rides.repeat.until'),
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    min: range?.min,
    max: range?.max,
    error: formState.errors.repeat?.until?.message,
    ref: field.ref,
  };
  return <DateField {...props} />;
}

/** RideRepeatFields: "Repeat" makes a regular trip, one ride on each chosen weekday until a day. */
export function RideRepeatFields() {
  const { t } = useTranslation();
  const { register, control } = useFormContext<RideFormValues>();
  const on = useWatch({ control, name: 'repeat.on' });
  return (
    <>
      <CheckboxField label={t('rides.repeat.toggle')} hint={t('rides.repeat.hint')} {...register('repeat.on')} />
      {on && (
        <>
          <WeekdayChips />
          <UntilField />
        </>
      )}
    </>
  );
}
