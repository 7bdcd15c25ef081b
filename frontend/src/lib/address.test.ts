import { describe, expect, it } from 'vitest';

import { KYIV, LVIV } from '@/testing/parcel-fixtures';

import { checkRoute, toAddressInput, type AddressFormValues } from './address';

// issues runs checkRoute on a from/to pair and collects what it reports, path → code.
const issues = (from: AddressFormValues, to: AddressFormValues) => {
  const found: Record<string, string> = {};
  checkRoute({ from, to }, ['from', 'to'], 5, (path, code) => (found[path] = code));
  return found;
};

describe('checkRoute', () => {
  it.each([
    ['two cities', { place: KYIV, street: '' }, { place: LVIV, street: 'Rynok' }, {}],
    [
      'no cities',
      { place: null, street: '' },
      { place: null, street: '' },
      { 'from.place': 'choose_city', 'to.place': 'choose_city' },
    ],
    ['the same city', { place: KYIV, street: '' }, { place: { ...KYIV }, street: '' }, { 'to.place': 'same_city' }],
    [
      'five characters, counted as the server does',
      { place: KYIV, street: ' 👍👍👍👍👍 ' },
      { place: LVIV, street: '' },
      {},
    ],
    ['a long street', { place: KYIV, street: '' }, { place: LVIV, street: 'Rynok1' }, { 'to.street': 'too_long' }],
  ])('%s', (_, from, to, want) => {
    expect(issues(from, to)).toEqual(want);
  });
});

describe('toAddressInput', () => {
  it('sends the city id and the trimmed street', () => {
    expect(toAddressInput({ place: KYIV, street: '  Khreshchatyk 1 ' })).toEqual({
      placeId: KYIV.placeId,
      street: 'Khreshchatyk 1',
    });
  });

  it('sends 0 while no city is chosen', () => {
    expect(toAddressInput({ place: null, street: '' })).toEqual({ placeId: 0, street: '' });
  });
});
