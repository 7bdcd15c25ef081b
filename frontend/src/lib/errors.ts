import i18n from '@/i18n';
import { toast } from '@/lib/toast';
import type en from '@/locales/en.json';

import { isApiError } from './api-client';
import { isOffline } from './use-offline';

type ErrorTexts = (typeof en)['errors'];

/**
 * ErrorContext names a screen or an action that has words of its own for some codes (errors.<context>.<code>,
 * e.g. errors.searchRequest.ride_full); any other code falls back to errors.<code>.
 */
export type ErrorContext = { [K in keyof ErrorTexts]: ErrorTexts[K] extends string ? never : K }[keyof ErrorTexts];

// Dynamic keys (server codes) are checked with exists() before use, so the cast to a known key is safe.
const translateFirst = (keys: string[], fallback: string): string =>
  i18n.t((keys.find((k) => i18n.exists(k)) ?? fallback) as 'errors.generic');

/**
 * errorCode is the server's error code, "network" when the server was unreachable ("offline" when the browser has no
 * network at all, which the offline banner explains), else "generic".
 */
export const errorCode = (err: unknown): string => {
  if (!isApiError(err)) return 'generic';
  return err.code === 'network' && isOffline() ? 'offline' : err.code;
};

/**
 * errorMessageFor translates an error code into the user's language, preferring a message written for the
 * screen's context (errors.<context>.<code>, as validation.<field>.<code>), with a generic fallback.
 */
export const errorMessageFor = (code: string, context?: ErrorContext): string =>
  translateFirst(context ? [`errors.${context}.${code}`, `errors.${code}`] : [`errors.${code}`], 'errors.generic');

/** errorMessage translates any error a call threw, in the words of its context if given. */
export const errorMessage = (err: unknown, context?: ErrorContext): string => errorMessageFor(errorCode(err), context);

/** validationMessage translates a field code, preferring a message written for that field. */
export const validationMessage = (field: string, code: string): string =>
  translateFirst([`validation.${field}.${code}`, `validation.${code}`], 'validation.invalid');

/** FieldProblem is one field the server refused: its code (what forms keep) and the code in words. */
export interface FieldProblem {
  code: string;
  message: string;
}

/** ErrorText is a failed call in words: its code, one message, and a message for each field the server named. */
export interface ErrorText {
  code: string;
  message: string;
  fields: Readonly<Record<string, FieldProblem>>;
}

/**
 * describeError is the one mapper from a failed call to what the user reads: the code through errorMessageFor
 * (the context's words first), each field code through validationMessage. Anything that is not an API error
 * reads as "generic".
 */
export function describeError(err: unknown, context?: ErrorContext): ErrorText {
  const code = errorCode(err);
  const fields = isApiError(err)
    ? Object.fromEntries(
        Object.entries(err.fields).map(([field, fieldCode]) => [
          field,
          { code: fieldCode, message: validationMessage(field, fieldCode) },
        ]),
      )
    : {};
  return { code, message: errorMessageFor(code, context), fields };
}

// One toast per code, so repeated clicks don't pile up.
const toastText = ({ code, message }: ErrorText) => toast.error(message, { id: `error-${code}` });

/** toastError shows the translated error. It takes only the error, so it can be a mutation's onError. */
export function toastError(err: unknown): void {
  toastText(describeError(err));
}

/** toastErrorIn is an onError that shows the error in the words of a context (e.g. answering a request). */
export const toastErrorIn =
  (context: ErrorContext) =>
  (err: unknown): void => {
    toastText(describeError(err, context));
  };
