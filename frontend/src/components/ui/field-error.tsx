import { CircleAlert } from 'lucide-react';
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
  return (
    <div className="form-error" role="alert">
      <CircleAlert size={18} aria-hidden="true" />
      <span>{errorMessageFor(code, context)}</span>
    </div>
  );
}
