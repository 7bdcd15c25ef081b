import { describe, expect, it } from 'vitest';

import { senderRatingSchema, toSenderRating } from './rate-sender';

const issues = (values: unknown) => {
  const result = senderRatingSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('senderRatingSchema', () => {
  it('needs 1 to 5 stars', () => {
    expect(issues({ rating: null, comment: '' })).toEqual({ rating: 'required' });
    expect(issues({ rating: '0', comment: '' })).toEqual({ rating: 'out_of_range' });
    expect(issues({ rating: '6', comment: '' })).toEqual({ rating: 'out_of_range' });
    expect(issues({ rating: '5', comment: '' })).toEqual({});
  });

  it('takes an optional comment of at most 1000 characters without control characters', () => {
    expect(issues({ rating: '4', comment: 'x'.repeat(1001) })).toEqual({ comment: 'too_long' });
    expect(issues({ rating: '4', comment: 'ok\u0000' })).toEqual({ comment: 'invalid' });
  });
});

describe('toSenderRating', () => {
  it('sends the stars as a number and the comment trimmed', () => {
    expect(toSenderRating({ rating: '4', comment: '  Packed well.  ' })).toEqual({
      rating: 4,
      comment: 'Packed well.',
    });
  });
});
