import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import './form.css';

interface CountedTextareaProps {
  label: string;
  /** optional is the "(optional)" note after the label, when the text may stay empty. */
  optional?: string;
  placeholder?: string;
  /** value is the current text, counted (trimmed) against max. */
  value: string;
  max: number;
  /** counter is the counter's text for a count ("12 / 1000"). */
  counter: (count: number) => string;
  field: UseFormRegisterReturn;
  /** error is the field's message, already in the user's language. */
  error?: string;
  rows?: number;
}

/** CountedTextarea is a labelled multi-line text with a character counter that turns red past max. */
export function CountedTextarea({
  label,
  optional,
  placeholder,
  value,
  max,
  counter,
  field,
  error,
  rows = 4,
}: CountedTextareaProps) {
  const id = useId();
  const count = [...value.trim()].length;
  return (
    <div className={clsx('field', error && 'field--invalid')}>
      <label className="field__label" htmlFor={id}>
        {label} {optional && <span className="field__optional">{optional}</span>}
      </label>
      <textarea
        id={id}
        className="input textarea"
        rows={rows}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(`${id}-count`, error && `${id}-error`)}
        {...field}
      />
      <p id={`${id}-count`} className={clsx('field__hint', 'field__counter', count > max && 'field__counter--over')}>
        {counter(count)}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
