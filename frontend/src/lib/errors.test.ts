import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import i18n, { i18nReady } from '@/i18n';
import { toast } from '@/lib/toast';

import { ApiError } from './api-client';
import { describeError, validationMessage } from './errors';
import { applyFormError, ROOT_ERROR } from './form-errors';

describe('applyFormError', () => {
  beforeAll(() => i18nReady);

  it('puts field codes under their inputs and shows nothing else: one message per failure', () => {
    const setError = vi.fn();
    const spy = vi.spyOn(toast, 'error');
    applyFormError(
      new ApiError({ status: 400, code: 'invalid_input', message: 'bad', fields: { currentPassword: 'wrong' } }),
      setError,
      ['currentPassword'],
    );
    expect(setError.mock.calls).toEqual([
      ['currentPassword', { type: 'server', message: 'wrong' }, { shouldFocus: true }],
    ]);
    expect(spy).not.toHaveBeenCalled();
  });

  it('turns any other failure into one form-level code, without a toast', () => {
    const setError = vi.fn();
    const spy = vi.spyOn(toast, 'error');
    applyFormError(new ApiError({ status: 401, code: 'invalid_credentials', message: 'no' }), setError, [
      'email',
      'password',
    ]);
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

describe('describeError, the one mapper from a failed call to words', () => {
  beforeAll(() => i18nReady);
  afterEach(() => i18n.changeLanguage('en'));

  it('prefers the words of the context, then the code’s own, then a generic message', async () => {
    await i18n.changeLanguage('en');
    const full = new ApiError({ status: 409, code: 'ride_full', message: 'full' });
    expect(describeError(full, 'searchRequest').message).toBe('That ride has no free places left.');
    expect(describeError(full, 'answerRequest').message).toBe('The ride has no free place left.');
    expect(
      describeError(new ApiError({ status: 404, code: 'not_found', message: 'no' }), 'answerRequest').message,
    ).toBe("We couldn't find what you were looking for.");
    expect(describeError(new Error('boom'))).toEqual({
      code: 'generic',
      message: 'Something went wrong. Please try again.',
      fields: {},
    });
  });

  it('says the user is offline when the call failed for lack of any network', () => {
    const unreachable = new ApiError({ status: 0, code: 'network', message: 'Failed to fetch' });
    expect(describeError(unreachable).code).toBe('network');
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      expect(describeError(unreachable)).toMatchObject({
        code: 'offline',
        message: "You're offline. This needs a connection: try again once you're back online.",
      });
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });

  it('puts every field code into words, keeping the code', async () => {
    await i18n.changeLanguage('en');
    const err = new ApiError({
      status: 400,
      code: 'invalid_input',
      message: 'bad',
      fields: { cost: 'out_of_range', name: 'required' },
    });
    const { message, fields } = describeError(err, 'searchRequest');
    expect(message).toBe('Please check the highlighted fields.');
    expect(fields.cost).toEqual({ code: 'out_of_range', message: 'Enter a price from ₴0 to ₴100,000' });
    expect(fields.name.code).toBe('required');
  });

  it('speaks Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    const full = new ApiError({ status: 409, code: 'ride_full', message: 'full' });
    expect(describeError(full, 'searchRequest').message).toBe('У цій поїздці не залишилося вільних місць.');
    const price = new ApiError({
      status: 400,
      code: 'invalid_input',
      message: 'bad',
      fields: { cost: 'out_of_range' },
    });
    expect(describeError(price).fields.cost).toEqual({
      code: 'out_of_range',
      message: 'Вкажіть ціну від ₴0 до ₴100 000',
    });
    expect(
      describeError(new ApiError({ status: 429, code: 'rate_limited', message: 'slow' }), 'deliverParcel').message,
    ).toBe('Ви вже просили тричі за сьогодні. Спробуйте завтра або попросіть відправника поділитися посиланням.');
    expect(describeError(new Error('boom')).message).toBe('Щось пішло не так. Спробуйте ще раз.');
  });
});
