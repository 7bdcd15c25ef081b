import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

import { FieldError } from './field-error';

import './form.css';
import './checkbox-field.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
  /** error is a validation code from zod or the server, shown under the label; the field's name picks its words. */
  error?: string;
  /** after goes under the label and hint (e.g. a button that explains what the tick means). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** CheckboxField is a checkbox with its label, an optional hint and its error wired up for assistive technology. */
export function CheckboxField({ label, hint, error, after, ref, ...rest }: CheckboxFieldProps) {
  const id = useId();
  const describedBy = clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined;
  return (
    <div className={clsx('checkbox', error && 'checkbox--invalid')}>
      <input
        id={id}
        type="checkbox"
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <div>
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )}
        <FieldError id={`${id}-error`} field={rest.name ?? ''} code={error} />
        {after}
      </div>
    </div>
  );
}
