import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessageFor, validationMessage, type ErrorContext } from '@/lib/errors';

import './form.css';

/** FieldError shows a field's error code, translated, under its input. */
export function FieldError({ id, field, code }: { id: string; field: string; code?: string }) {
  useTranslation(); // re-render when the language changes
  if (!code) return null;
  return (
    <p id={id} className="field__error">
      <CircleAlert size={16} aria-hidden="true" />
      <span>{validationMessage(field, code)}</span>
    </p>
  );
}

/** FormError shows a form-level error code (e.g. invalid_credentials) as an alert, in the screen's context if given. */
export function FormError({ code, context }: { code?: string; context?: ErrorContext }) {
  useTranslation();
  if (!code) return null;
  return <FormAlert>{errorMessageFor(code, context)}</FormAlert>;
}

/** FormAlert shows a form-level refusal already put in words (a dialog's), as an alert. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="form-error" role="alert">
      <CircleAlert size={18} aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
