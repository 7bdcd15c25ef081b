import clsx from 'clsx';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDay } from '@/lib/format';

import { dayText, readDay } from './date-text';
import { DayInput } from './day-input';
import { FieldError } from './field-error';
import { focusLeaves, useTypedValue } from './use-typed-value';

import './form.css';

export interface DateFieldProps {
  name: string;
  label: string;
  /** value is a day (YYYY-MM-DD), "" for none, or what was typed when it is not a date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** min and max bound the days the calendar offers (YYYY-MM-DD); the form's schema checks typed days. */
  min?: string;
  max?: string;
  /** error is a validation code from zod or the server; without one, a typed text that is no date is "invalid". */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

const readTyped = (typed: string, language: Parameters<typeof readDay>[1]) => readDay(typed, language) ?? typed.trim();

/**
 * DateField is a labelled day field that reads in the interface language (24/11/2026 or 24.11.2026), typed or
 * chosen in a calendar; the chosen day is spelled under it ("Tue, 24 Nov").
 */
export function DateField({ name, label, value, onChange, onBlur, min, max, error, ref }: DateFieldProps) {
  useTranslation(); // the typed format and the spelled day follow the interface language
  const id = useId();
  const { typed, setTyped, language } = useTypedValue(value, dayText, readTyped);
  const [left, setLeft] = useState(false);
  const day = readDay(typed, language);
  const code = error ?? (left && typed.trim() !== '' && !day ? 'invalid' : undefined);
  const hint = day ? formatDay(day) : undefined;
  const describedBy = clsx(hint && `${id}-hint`, code && `${id}-error`) || undefined;

  const set = (next: string) => {
    setTyped(next);
    setLeft(false);
    onChange(readTyped(next, language));
  };
  return (
    <div
      className={clsx('field', code && 'field--invalid')}
      onBlur={(e) => {
        if (day) setTyped(dayText(day, language)); // 1.3.2026 reads 01.03.2026 once typed
        if (!focusLeaves(e)) return;
        setLeft(true);
        onBlur?.();
      }}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <DayInput
        id={id}
        name={name}
        label={label}
        typed={typed}
        onType={set}
        onPick={(picked) => set(dayText(picked, language))}
        selected={day}
        min={min}
        max={max}
        invalid={Boolean(code)}
        describedBy={describedBy}
        inputRef={ref}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} field={name} code={code} />
    </div>
  );
}
