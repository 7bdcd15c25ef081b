import { get, type FieldError, type FieldErrors, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';

import i18n from '@/i18n';

import { isApiError } from './api-client';

// Dynamic keys (server codes) are checked with exists() before use, so the cast to a known key is safe.
const translateFirst = (keys: string[], fallback: string): string =>
  i18n.t((keys.find((k) => i18n.exists(k)) ?? fallback) as 'errors.generic');

/** errorCode is the server's error code, "network" when the server was unreachable, else "generic". */
export const errorCode = (err: unknown): string => (isApiError(err) ? err.code : 'generic');

/**
 * errorMessageFor translates an error code into the user's language, preferring a message written for the
 * screen's context (errors.<context>.<code>, as validation.<field>.<code>), with a generic fallback.
 */
export const errorMessageFor = (code: string, context?: string): string =>
  translateFirst(context ? [`errors.${context}.${code}`, `errors.${code}`] : [`errors.${code}`], 'errors.generic');

/** errorMessage translates any error a call threw. */
export const errorMessage = (err: unknown): string => errorMessageFor(errorCode(err));

/** validationMessage translates a field code, preferring a message written for that field. */
export const validationMessage = (field: string, code: string): string =>
  translateFirst([`validation.${field}.${code}`, `validation.${code}`], 'validation.invalid');

// One toast per code, so repeated clicks don't pile up.
const toastCode = (code: string, context?: string) => toast.error(errorMessageFor(code, context), { id: `error-${code}` });

/** toastError shows the translated error. It takes only the error, so it can be a mutation's onError. */
export function toastError(err: unknown): void {
  toastCode(errorCode(err));
}

/** ROOT_ERROR is the react-hook-form key of a form-level error; its message holds an error code. */
export const ROOT_ERROR = 'root.server' as const;

/**
 * applyFormError shows a failed submit once, in the form: each field code from the server goes under its input
 * (the message holds the code; FieldError translates it), anything else becomes a form-level error that the
 * form's FormError shows. No toast repeats it: one message per failure. What the user typed stays in the form.
 * A context picks the screen's own messages (errorMessageFor); the form's FormError takes the same context.
 */
export function applyFormError<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fieldNames: readonly Path<T>[]): void {
  let matched = false;
  if (isApiError(err)) {
    for (const [field, code] of Object.entries(err.fields)) {
      if ((fieldNames as readonly string[]).includes(field)) {
        setError(field as Path<T>, { type: 'server', message: code }, { shouldFocus: !matched });
        matched = true;
      }
    }
  }
  if (!matched) setError(ROOT_ERROR, { type: 'server', message: errorCode(err) });
}

/** errorAt is the message of the error under a dotted form path (e.g. "shippingAddress.street"), if any. */
export const errorAt = (errors: FieldErrors, path: string): string | undefined =>
  (get(errors, path) as FieldError | undefined)?.message;
