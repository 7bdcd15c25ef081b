import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';

import { safeNextPath } from './next-path';

describe('?next= after adding a vehicle', () => {
  it.each([
    ['/ride', '/ride'],
    ['/signup/confirm-email', '/signup/confirm-email'],
    ['/available-parcels?rideId=3', '/available-parcels?rideId=3'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['ride', undefined],
    ['/ri\nde', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (next, want) => {
    expect(safeNextPath(next)).toBe(want);
  });

  it('builds links with a readable next', () => {
    expect(paths.newVehicle.getHref()).toBe('/profile/new-vehicle');
    expect(paths.newVehicle.getHref('/ride')).toBe('/profile/new-vehicle?next=/ride');
    expect(new URL(paths.newVehicle.getHref('/a?b=1&c=2'), 'http://x').searchParams.get('next')).toBe('/a?b=1&c=2');
  });
});
