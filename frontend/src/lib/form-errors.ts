import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';

import { describeError } from './errors';

// Form-only helpers, apart from errors.ts so that screens without forms do not load react-hook-form.

/** ROOT_ERROR is the react-hook-form key of a form-level error; its message holds an error code. */
export const ROOT_ERROR = 'root.server' as const;

/**
 * applyFormError shows a failed submit once, in the form: each field code from the server goes under its input
 * (the message holds the code; FieldError translates it), anything else becomes a form-level error that the
 * form's FormError shows. No toast repeats it: one message per failure. What the user typed stays in the form.
 * A context picks the screen's own messages (errorMessageFor); the form's FormError takes the same context.
 */
export function applyFormError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): void {
  const failure = describeError(err);
  let matched = false;
  for (const [field, { code }] of Object.entries(failure.fields)) {
    if ((fieldNames as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message: code }, { shouldFocus: !matched });
      matched = true;
    }
  }
  if (!matched) setError(ROOT_ERROR, { type: 'server', message: failure.code });
}

/** errorAt is the message of the error under a dotted form path (e.g. "shippingAddress.street"), if any. */
export const errorAt = (errors: FieldErrors, path: string): string | undefined =>
  (get(errors, path) as FieldError | undefined)?.message;
