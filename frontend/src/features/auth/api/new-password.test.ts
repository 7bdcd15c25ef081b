import { describe, expect, it } from 'vitest';

import { newPasswordSchema } from './new-password';

describe('new password form rules', () => {
  it.each([
    [{ password: 'secret-pass', confirmPassword: 'secret-pass' }, 'ok'],
    [{ password: 'secret-pass', confirmPassword: 'secret-pasS' }, 'mismatch'],
    [{ password: 'secret-pass', confirmPassword: '' }, 'required'],
  ])('new password %j → %s', (value, want) => {
    const result = newPasswordSchema.safeParse(value);
    expect(result.success ? 'ok' : result.error.issues[0].message).toBe(want);
    if (!result.success) expect(result.error.issues[0].path).toEqual(['confirmPassword']);
  });
});
