import { describe, expect, it } from 'vitest';

import { groupEntries } from './group-items';

const entry = (key: number, active: boolean, date: string) => ({ key, active, date });

describe('groupEntries', () => {
  it('puts active items soonest first and past items newest first', () => {
    const { active, past } = groupEntries([
      entry(1, true, '2030-06-10'),
      entry(2, false, '2030-01-01'),
      entry(3, true, '2030-05-01'),
      entry(4, false, '2030-03-15'),
      entry(5, true, '2030-05-20'),
    ]);
    expect(active.map((e) => e.key)).toEqual([3, 5, 1]);
    expect(past.map((e) => e.key)).toEqual([4, 2]);
  });

  it('orders instants by time, whatever day they fall on', () => {
    const { active } = groupEntries([entry(1, true, '2030-05-12T18:00:00Z'), entry(2, true, '2030-05-12T06:30:00Z')]);
    expect(active.map((e) => e.key)).toEqual([2, 1]);
  });

  it('keeps the order of items of one date, and an empty list stays empty', () => {
    const { past } = groupEntries([entry(1, false, '2030-01-01'), entry(2, false, '2030-01-01')]);
    expect(past.map((e) => e.key)).toEqual([1, 2]);
    expect(groupEntries([])).toEqual({ active: [], past: [] });
  });
});
