import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { getAvailableParcelsQueryOptions } from './get-available-parcels';
import { getAvailableRidesQueryOptions } from './get-available-rides';
import { availableKeys, readSearchFilter, searchQuery } from './keys';
import { mineFilter, readRefine, refineCount, writeRefine } from './refine';

/** filterOf reads the whole filter of an address, as useFilters does. */
const filterOf = (q: URLSearchParams) => ({ ...readSearchFilter(q), ...readRefine(q) });

describe('the sidebar filters in the address', () => {
  it('reads what the server takes and leaves out what it would refuse', () => {
    expect(readRefine(new URLSearchParams('size=M&vehicle=bicycle&minRating=4.5&maxDetour=0'))).toEqual({
      size: 'M',
      vehicle: 'bicycle',
      minRating: 4.5,
      maxDetour: 0,
    });
    for (const bad of [
      'size=XXL',
      'size=m',
      'vehicle=boat',
      'minRating=6',
      'minRating=0',
      'minRating=4.55',
      'maxDetour=-1',
      'maxDetour=2.5',
      'maxDetour=',
      'minRating=x',
    ])
      expect(readRefine(new URLSearchParams(bad)), bad).toEqual({});
  });

  it('writes them beside the rest of the address, and takes out those set to any', () => {
    const q = new URLSearchParams('from=1&to=2&sort=price&size=S');
    writeRefine(q, { size: undefined, vehicle: 'car', minRating: 4, maxDetour: 25 });
    expect(q.toString()).toBe('from=1&to=2&sort=price&vehicle=car&minRating=4&maxDetour=25');
    expect(filterOf(q)).toEqual({ from: 1, to: 2, sort: 'price', vehicle: 'car', minRating: 4, maxDetour: 25 });
  });

  it('counts the filters a list offers: size on parcels, vehicle on rides', () => {
    const refine = { size: 'L', vehicle: 'car', maxDetour: 0 } as const;
    expect(refineCount(refine, 'parcels')).toBe(2);
    expect(refineCount(refine, 'rides')).toBe(2);
    expect(refineCount({ minRating: 3 }, 'rides')).toBe(1);
    expect(refineCount({}, 'parcels')).toBe(0);
  });

  it('asks the server for a detour of 0 km, while an empty cursor or a false flag stay out', () => {
    expect(searchQuery({ from: 1, maxDetour: 0, cursor: undefined, instant: false, rideId: 0 })).toBe(
      '?from=1&maxDetour=0',
    );
  });

  it('keys each list by its filters: the same filters share one entry, others (or none) do not', () => {
    const key = (address: string) => availableKeys.parcels(filterOf(new URLSearchParams(address)));
    // As the query cache tells entries apart.
    const hashOf = (k: readonly unknown[]) => hashKey(k);
    expect(hashOf(key('from=1&size=M&minRating=4'))).toBe(hashOf(key('minRating=4&size=M&from=1')));
    expect(hashOf(key('from=1&size=M'))).not.toBe(hashOf(key('from=1')));
    expect(hashOf(key('from=1&maxDetour=0'))).not.toBe(hashOf(key('from=1&maxDetour=10')));
    // A filter the list does not take, or a value the server would refuse, keys as none.
    expect(hashOf(key('from=1&size=huge'))).toBe(hashOf(key('from=1')));
    expect(getAvailableParcelsQueryOptions({ from: 1, size: 'S' }).queryKey).toEqual([
      'available',
      'parcels',
      { from: 1, size: 'S' },
    ]);
  });

  it('keeps the order and the filters in a search for my ride or parcel, and nothing else of the address', () => {
    const filter = filterOf(new URLSearchParams('from=1&to=2&date=2030-01-01&sort=rating&vehicle=car&maxDetour=0'));
    const match = { parcelId: 7, ...mineFilter(filter) };
    expect(getAvailableRidesQueryOptions(match).queryKey).toEqual([
      'available',
      'rides',
      { parcelId: 7, sort: 'rating', vehicle: 'car', maxDetour: 0, size: undefined, minRating: undefined },
    ]);
    expect(searchQuery(match)).toBe('?parcelId=7&sort=rating&vehicle=car&maxDetour=0');
  });
});
