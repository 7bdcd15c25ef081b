import { describe, expect, it } from 'vitest';

import { thinSearch } from './thin-search';

describe('thinSearch', () => {
  it.each([
    ['both cities, none found', { from: 1, to: 2 }, 0, { from: 1, to: 2, date: undefined, found: 0 }],
    [
      'both cities and a day, two found',
      { from: 1, to: 2, date: '2030-01-02' },
      2,
      {
        from: 1,
        to: 2,
        date: '2030-01-02',
        found: 2,
      },
    ],
    ['three found', { from: 1, to: 2 }, 3, null],
    ['still loading', { from: 1, to: 2 }, undefined, null],
    ['only From', { from: 1 }, 0, null],
    ['only To', { to: 2 }, 0, null],
    ['only a day', { date: '2030-01-02' }, 0, null],
    ['the same city both ends', { from: 1, to: 1 }, 0, null],
  ])('%s', (_, filter, total, want) => {
    expect(thinSearch(filter, total)).toEqual(want);
  });
});
