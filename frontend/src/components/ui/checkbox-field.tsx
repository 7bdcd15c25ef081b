import { useId, type InputHTMLAttributes, type Ref } from 'react';

import './form.css';
import './checkbox-field.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** CheckboxField is a checkbox with its label and an optional hint. */
export function CheckboxField({ label, hint, ref, ...rest }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="checkbox">
      <input id={id} type="checkbox" ref={ref} aria-describedby={hint ? `${id}-hint` : undefined} {...rest} />
      <div>
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
