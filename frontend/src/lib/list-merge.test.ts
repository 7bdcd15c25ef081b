import { describe, expect, it } from 'vitest';

import { prependToList, replaceInList } from './list-merge';

interface Item {
  id: number;
  v: string;
}
const id = (x: Item) => x.id;
const list: Item[] = [
  { id: 3, v: 'c' },
  { id: 2, v: 'b' },
  { id: 1, v: 'a' },
];

describe('replaceInList', () => {
  it('swaps the item with the same id and keeps the order', () => {
    expect(replaceInList(list, { id: 2, v: 'B' }, id)).toEqual([
      { id: 3, v: 'c' },
      { id: 2, v: 'B' },
      { id: 1, v: 'a' },
    ]);
  });

  it('leaves the list as it was for an item it does not hold (someone else’s)', () => {
    expect(replaceInList(list, { id: 9, v: 'x' }, id)).toBe(list);
  });

  it('does nothing without a fetched list', () => {
    expect(replaceInList(undefined, { id: 1, v: 'x' }, id)).toBeUndefined();
  });
});

describe('prependToList', () => {
  it('puts a created item first, without a duplicate', () => {
    expect(prependToList(list, { id: 4, v: 'd' }, id)?.map((x) => x.id)).toEqual([4, 3, 2, 1]);
    expect(prependToList(list, { id: 1, v: 'A' }, id)?.map((x) => x.v)).toEqual(['A', 'c', 'b']);
  });

  it('does nothing without a fetched list', () => {
    expect(prependToList(undefined, { id: 4, v: 'd' }, id)).toBeUndefined();
  });
});
