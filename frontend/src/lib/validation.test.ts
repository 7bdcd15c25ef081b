import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';

import { phoneSchema, toE164 } from './phone';
import { emailSchema, passwordSchema, personNameSchema } from './validation';

// firstCode is the code react-hook-form shows: the first issue of the value.
const firstCode = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : result.error.issues[0].message;
};

describe('field rules (docs/product.md §7)', () => {
  it.each([
    ['email', 'olena@example.com', 'ok', emailSchema],
    ['email', '  Olena@Example.COM ', 'ok', emailSchema],
    ['email', '', 'required', emailSchema],
    ['email', '   ', 'required', emailSchema],
    ['email', 'olena', 'invalid', emailSchema],
    ['email', 'olena@example', 'invalid', emailSchema],
    ['email', `${'a'.repeat(242)}@example.com`, 'ok', emailSchema],
    ['email', `${'a'.repeat(243)}@example.com`, 'too_long', emailSchema],
    ['password', '', 'required', passwordSchema],
    ['password', '1234567', 'too_short', passwordSchema],
    ['password', '12345678', 'ok', passwordSchema],
    ['password', 'пароль12', 'ok', passwordSchema],
    ['password', 'x'.repeat(72), 'ok', passwordSchema],
    ['password', 'x'.repeat(73), 'too_long', passwordSchema],
    ['name', 'Olena', 'ok', personNameSchema],
    ['name', 'Мар’яна', 'ok', personNameSchema],
    ['name', "Д'Артаньян", 'ok', personNameSchema],
    ['name', 'Anna-Maria de la Cruz', 'ok', personNameSchema],
    ['name', 'Ївга', 'ok', personNameSchema],
    ['name', '', 'required', personNameSchema],
    ['name', '  ', 'required', personNameSchema],
    ['name', 'R2-D2', 'invalid', personNameSchema],
    ['name', 'Olena!', 'invalid', personNameSchema],
    ['name', 'я'.repeat(50), 'ok', personNameSchema],
    ['name', 'я'.repeat(51), 'too_long', personNameSchema],
    ['phone', '+380 67 123 4567', 'ok', phoneSchema],
    ['phone', '067 123 4567', 'ok', phoneSchema],
    ['phone', '+48 601 234 567', 'ok', phoneSchema],
    ['phone', '', 'required', phoneSchema],
    ['phone', '12345', 'invalid', phoneSchema],
    ['phone', 'not a phone', 'invalid', phoneSchema],
  ] as const)('%s %j → %s', (_field, value, want, schema) => {
    expect(firstCode(schema, value)).toBe(want);
  });

  it('normalises e-mail (trimmed, lower case) and phone (E.164, default region UA)', () => {
    expect(emailSchema.parse('  Olena@Example.COM ')).toBe('olena@example.com');
    expect(toE164('067 123 4567')).toBe('+380671234567');
    expect(toE164('+48 601 234 567')).toBe('+48601234567');
    expect(toE164('12345')).toBeUndefined();
  });
});
