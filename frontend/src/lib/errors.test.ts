import toast from 'react-hot-toast';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { i18nReady } from '@/i18n';

import { ApiError } from './api-client';
import { applyFormError, ROOT_ERROR, validationMessage } from './errors';

describe('applyFormError', () => {
  beforeAll(() => i18nReady);

  it('puts field codes under their inputs and shows nothing else: one message per failure', () => {
    const setError = vi.fn();
    const spy = vi.spyOn(toast, 'error');
    applyFormError(new ApiError({ status: 400, code: 'invalid_input', message: 'bad', fields: { currentPassword: 'wrong' } }), setError, [
      'currentPassword',
    ]);
    expect(setError.mock.calls).toEqual([['currentPassword', { type: 'server', message: 'wrong' }, { shouldFocus: true }]]);
    expect(spy).not.toHaveBeenCalled();
  });

  it('turns any other failure into one form-level code, without a toast', () => {
    const setError = vi.fn();
    const spy = vi.spyOn(toast, 'error');
    applyFormError(new ApiError({ status: 401, code: 'invalid_credentials', message: 'no' }), setError, ['email', 'password']);
    applyFormError(new Error('offline'), setError, ['email']);
    expect(setError.mock.calls).toEqual([
      [ROOT_ERROR, { type: 'server', message: 'invalid_credentials' }],
      [ROOT_ERROR, { type: 'server', message: 'generic' }],
    ]);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('price messages', () => {
  beforeAll(() => i18nReady);

  it('say the range whatever is wrong with the price', () => {
    expect(['required', 'invalid', 'out_of_range'].map((code) => validationMessage('cost', code))).toEqual([
      'Enter a price from ₴0 to ₴100,000',
      'Enter a whole number from ₴0 to ₴100,000',
      'Enter a price from ₴0 to ₴100,000',
    ]);
  });
});
