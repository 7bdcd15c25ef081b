import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

import { FieldError } from './field-error';

import './form.css';

export interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** error is a validation code from zod or the server. */
  error?: string;
  hint?: string;
  /** trailing sits inside the input on the right (e.g. a show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** InputField is a labelled input with its hint and error wired up for assistive technology. */
export function InputField({ name, label, error, hint, trailing, className, ref, ...rest }: InputFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;
  return (
    <div className={clsx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          name={name}
          ref={ref}
          className={clsx('input', trailing ? 'input--with-trailing' : undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} field={name} code={error} />
    </div>
  );
}
