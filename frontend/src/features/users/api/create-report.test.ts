import { describe, expect, it } from 'vitest';

import { reportSchema, toReport } from './create-report';

const issues = (values: unknown) => {
  const result = reportSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('reportSchema', () => {
  it('needs a reason from the list', () => {
    expect(issues({ reason: null, details: '' })).toEqual({ reason: 'required' });
    expect(issues({ reason: 'boredom', details: '' })).toEqual({ reason: 'required' });
    expect(issues({ reason: 'fraud', details: '' })).toEqual({});
  });

  it('takes details up to 1000 characters after trimming, counting code points', () => {
    expect(issues({ reason: 'spam', details: ` ${'a'.repeat(1000)} ` })).toEqual({});
    expect(issues({ reason: 'spam', details: 'a'.repeat(1001) })).toEqual({ details: 'too_long' });
    // 1000 emoji are 2000 UTF-16 units but 1000 characters, as the server counts.
    expect(issues({ reason: 'spam', details: '🚚'.repeat(1000) })).toEqual({});
  });

  it('refuses control characters but keeps line breaks and tabs', () => {
    expect(issues({ reason: 'other', details: 'line one\nline\ttwo' })).toEqual({});
    expect(issues({ reason: 'other', details: 'bell\u0007' })).toEqual({ details: 'invalid' });
  });
});

describe('toReport', () => {
  it('names the target and sends the trimmed details', () => {
    expect(toReport({ userId: 9 }, { reason: 'abuse', details: '  rude messages \n' })).toEqual({
      userId: 9,
      reason: 'abuse',
      details: 'rude messages',
    });
    expect(toReport({ rideId: 4 }, { reason: 'other', details: '' })).toEqual({
      rideId: 4,
      reason: 'other',
      details: '',
    });
  });
});
