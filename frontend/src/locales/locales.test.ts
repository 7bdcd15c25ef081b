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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const valueOf = (obj: object, key: string): string => key.split('.').reduce<any>((o, k) => o[k], obj);

describe('translations', () => {
  it('Ukrainian has exactly the English keys, none empty', () => {
    expect(keys(uk).sort()).toEqual(keys(en).sort());
    for (const key of keys(uk)) expect(valueOf(uk, key), key).not.toBe('');
  });

  it('Ukrainian says one thing each for account, e-mail and pickup', () => {
    const english = Object.fromEntries(keys(en).map((key) => [key, valueOf(en, key)]));
    for (const key of keys(uk)) {
      const text = valueOf(uk, key).replace(/\{\{[^}]*\}\}/g, '');
      // "обліковий запис", never "акаунт".
      expect(text, key).not.toMatch(/акаунт/i);
      // "електронна пошта", never "e-mail", "ел. пошта" or a bare "пошта".
      expect(text, key).not.toMatch(/e-?mail|ел\. пошт/i);
      for (const [, word] of text.matchAll(/(\S*)\s+пошт/giu)) expect(word.toLowerCase(), key).toMatch(/^електронн/);
      // The driver's pickup is "забір" ("Забір: …", "Дата забору"), never "відправлення" (a ride's departure).
      if (/\bpickup\b/i.test(english[key]) && !/departure/i.test(english[key]))
        expect(text, key).not.toMatch(/відправлення|забрати:/i);
    }
  });

  it('English writes e-mail, as docs/product.md does, never email', () => {
    for (const key of keys(en)) {
      // Placeholders ({{email}}) and tags (<strong>) are code, not words.
      const text = valueOf(en, key).replace(/\{\{[^}]*\}\}|<[^>]*>/g, '');
      expect(text, key).not.toMatch(/(?<![-\w])emails?\b/i);
      expect(text, key).not.toMatch(/\bE-Mail/);
    }
  });

  it('translates every server error code and field code', () => {
    for (const code of SERVER_CODES) expect(keys(en)).toContain(`errors.${code}`);
    for (const code of FIELD_CODES) expect(keys(en)).toContain(`validation.${code}`);
  });
});
