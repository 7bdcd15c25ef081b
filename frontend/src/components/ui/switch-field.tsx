import { useId, type InputHTMLAttributes } from 'react';

import './form.css';
import './switch-field.css';

interface SwitchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: string;
  hint?: string;
}

/**
 * SwitchField is an on/off setting: its label, an optional hint below, and a switch at the row's end. It is a
 * checkbox with the switch role, so keyboards (Space) and screen readers ("on"/"off") treat it as one.
 */
export function SwitchField({ label, hint, className, ...rest }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="switch-field">
      <label className="switch-field__row" htmlFor={id}>
        <span className="switch-field__label">{label}</span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={className ? `switch ${className}` : 'switch'}
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...rest}
        />
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint switch-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
