import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { useProfileStore } from '@/stores/profile-store';

import { ApiError, isApiError } from './api-client';
import { applyFormError } from './form-errors';

/**
 * withFieldAliases renames the server's field names in a failed call to the names of a form's inputs (for
 * example "shippingAddress.placeId" → "shippingAddress.place"), so applyFormError puts each code under its
 * input. Other errors pass through unchanged.
 */
export function withFieldAliases(err: unknown, aliases: Readonly<Record<string, string>>): unknown {
  if (!isApiError(err) || Object.keys(err.fields).length === 0) return err;
  const fields = Object.fromEntries(Object.entries(err.fields).map(([field, code]) => [aliases[field] ?? field, code]));
  return new ApiError({ status: err.status, code: err.code, message: err.message, fields, retryAfter: err.retryAfter });
}

/**
 * applyPublishError shows a failed publish (a parcel or a ride): field codes under their inputs, anything
 * else as a form-level code, and a toast. A 403 email_not_verified also tells the profile, so the
 * verify-e-mail notices appear.
 */
export function applyPublishError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  aliases: Readonly<Record<string, string>> = {},
): void {
  if (isApiError(err) && err.code === 'email_not_verified') useProfileStore.getState().setEmailVerified(false);
  applyFormError(withFieldAliases(err, aliases), setError, fieldNames);
}
