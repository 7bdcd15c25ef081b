import clsx from 'clsx';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime, formatDay } from '@/lib/format';

import { dayText, joinDateTime, readDay, readTime, splitDateTime } from './date-text';
import { DayInput } from './day-input';
import { FieldError } from './field-error';
import { focusLeaves, useTypedValue } from './use-typed-value';

import './form.css';
import './date-field.css';

export interface DateTimeFieldProps {
  name: string;
  /** label names the whole field and its day box; timeLabel names the time box ("Departure time"). */
  label: string;
  timeLabel: string;
  /** value is a local date and time (YYYY-MM-DDTHH:MM), "" for none, or what was typed when it does not read. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** min and max bound the days the calendar offers (YYYY-MM-DD…); the form's schema checks the rest. */
  min?: string;
  max?: string;
  /** error is a validation code from zod or the server; without one, a day or time that does not read is "invalid". */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

type Typed = { day: string; time: string };
const readTyped = (typed: Typed, language: Parameters<typeof readDay>[1]) =>
  joinDateTime(typed.day, typed.time, language);

/**
 * DateTimeField is a labelled date and time: a day as the interface language writes it (typed or chosen in a
 * calendar) and a time on the 24-hour clock (07:30); both are spelled under it ("Tue, 24 Nov, 07:30").
 */
export function DateTimeField({
  name,
  label,
  timeLabel,
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  ref,
}: DateTimeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { typed, setTyped, language } = useTypedValue(value, splitDateTime, readTyped);
  const [left, setLeft] = useState(false);
  const day = readDay(typed.day, language);
  const time = readTime(typed.time);
  const empty = typed.day.trim() === '' && typed.time.trim() === '';
  const code = error ?? (left && !empty && !(day && time) ? 'invalid' : undefined);
  const hint = day && time ? formatDateTime(`${day}T${time}`) : day ? formatDay(day) : undefined;
  const describedBy = clsx(hint && `${id}-hint`, code && `${id}-error`) || undefined;

  const set = (next: Typed) => {
    setTyped(next);
    setLeft(false);
    onChange(readTyped(next, language));
  };
  return (
    <div
      className={clsx('field', code && 'field--invalid')}
      role="group"
      aria-labelledby={`${id}-label`}
      onBlur={(e) => {
        setTyped({ day: day ? dayText(day, language) : typed.day, time: time ?? typed.time }); // 7:30 reads 07:30 once typed
        if (!focusLeaves(e)) return;
        setLeft(true);
        onBlur?.();
      }}
    >
      <label id={`${id}-label`} className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="date-time">
        <DayInput
          id={id}
          name={name}
          label={label}
          typed={typed.day}
          onType={(typedDay) => set({ ...typed, day: typedDay })}
          onPick={(picked) => set({ ...typed, day: dayText(picked, language) })}
          selected={day}
          min={min?.slice(0, 10)}
          max={max?.slice(0, 10)}
          invalid={Boolean(code)}
          describedBy={describedBy}
          inputRef={ref}
        />
        <input
          name={`${name}-time`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          className="input date-time__time"
          aria-label={timeLabel}
          placeholder={t('common.dates.timePlaceholder')}
          value={typed.time}
          onChange={(e) => set({ ...typed, time: e.target.value })}
          aria-invalid={code ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} field={name} code={code} />
    </div>
  );
}
