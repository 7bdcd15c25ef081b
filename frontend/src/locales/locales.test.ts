import { describe, expect, it } from 'vitest';

import en from './en.json';
import uk from './uk.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

const SERVER_CODES = [
  'invalid_input',
  'invalid_json',
  'not_signed_in',
  'invalid_credentials',
  'forbidden',
  'csrf_token_invalid',
  'cross_origin',
  'email_not_verified',
  'not_found',
  'email_taken',
  'conflict',
  'too_large',
  'rate_limited',
  'internal',
  'token_invalid',
  'token_expired',
  'network',
];
const FIELD_CODES = ['required', 'invalid', 'too_long', 'too_short', 'taken', 'mismatch'];

describe('translations', () => {
  it('Ukrainian has exactly the English keys, none empty', () => {
    expect(keys(uk).sort()).toEqual(keys(en).sort());
    for (const key of keys(uk)) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const value = key.split('.').reduce<any>((o, k) => o[k], uk);
      expect(value, key).not.toBe('');
    }
  });

  it('translates every server error code and field code', () => {
    for (const code of SERVER_CODES) expect(keys(en)).toContain(`errors.${code}`);
    for (const code of FIELD_CODES) expect(keys(en)).toContain(`validation.${code}`);
  });
});
