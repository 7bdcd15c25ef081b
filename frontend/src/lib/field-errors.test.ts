import { beforeAll, describe, expect, it, vi } from 'vitest';

import { i18nReady } from '@/i18n';
import { useProfileStore } from '@/stores/profile-store';
import { testProfile } from '@/testing/test-utils';

import { ApiError } from './api-client';
import { applyPublishError, withFieldAliases } from './field-errors';
import { ROOT_ERROR } from './form-errors';

const invalid = (fields: Record<string, string>) =>
  new ApiError({ status: 400, code: 'invalid_input', message: 'bad', fields });
const ALIASES = {
  'shippingAddress.placeId': 'shippingAddress.place',
  'deliveryAddress.placeId': 'deliveryAddress.place',
};

describe('withFieldAliases', () => {
  it('renames dotted server fields to form fields and keeps the rest', () => {
    const err = withFieldAliases(
      invalid({ 'deliveryAddress.placeId': 'same_city', 'recipient.phoneNumber': 'invalid', cost: 'out_of_range' }),
      ALIASES,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).fields).toEqual({
      'deliveryAddress.place': 'same_city',
      'recipient.phoneNumber': 'invalid',
      cost: 'out_of_range',
    });
    expect((err as ApiError).status).toBe(400);
  });

  it('passes other errors through untouched', () => {
    const network = new Error('offline');
    expect(withFieldAliases(network, ALIASES)).toBe(network);
    const conflict = new ApiError({ status: 409, code: 'invalid_state', message: 'no' });
    expect(withFieldAliases(conflict, ALIASES)).toBe(conflict);
  });
});

describe('applyPublishError', () => {
  beforeAll(() => i18nReady);

  it('puts each field code under its input, the first one focused', () => {
    const setError = vi.fn();
    applyPublishError(
      invalid({ 'shippingAddress.placeId': 'required', 'recipient.name': 'invalid', unknown: 'x' }),
      setError,
      ['shippingAddress.place', 'recipient.name'],
      ALIASES,
    );
    expect(setError.mock.calls).toEqual([
      ['shippingAddress.place', { type: 'server', message: 'required' }, { shouldFocus: true }],
      ['recipient.name', { type: 'server', message: 'invalid' }, { shouldFocus: false }],
    ]);
  });

  it('turns 403 email_not_verified into a form-level code and an unverified profile', () => {
    useProfileStore.getState().setProfile(testProfile);
    const setError = vi.fn();
    applyPublishError(new ApiError({ status: 403, code: 'email_not_verified', message: 'verify' }), setError, ['cost']);
    expect(setError).toHaveBeenCalledWith(ROOT_ERROR, { type: 'server', message: 'email_not_verified' });
    expect(useProfileStore.getState().emailVerified).toBe(false);
  });
});
