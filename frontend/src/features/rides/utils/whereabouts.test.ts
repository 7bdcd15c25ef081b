import { describe, expect, it } from 'vitest';

import { rideFixture } from '@/testing/parcel-fixtures';

import { rideWhereabouts } from './whereabouts';

describe('rideWhereabouts', () => {
  it('a Planned ride with accepted parcels has them to pick up', () => {
    expect(rideWhereabouts(rideFixture({ usedCapacity: 2 }))).toEqual({ stage: 'toPickUp', count: 2 });
  });

  it('a Planned ride with nothing on it has none', () => {
    expect(rideWhereabouts(rideFixture({ usedCapacity: 0 }))).toBeNull();
  });

  it('a ride In Progress carries its parcels and arrives at its estimated arrival, when set', () => {
    const r = rideFixture({ status: 'In Progress', usedCapacity: 1, arrivalDate: '2030-05-12T14:00:00Z' });
    expect(rideWhereabouts(r)).toEqual({ stage: 'onTheRoad', count: 1, arrivesAt: '2030-05-12T14:00:00Z' });
    expect(rideWhereabouts({ ...r, arrivalDate: null })).toEqual({
      stage: 'onTheRoad',
      count: 1,
      arrivesAt: undefined,
    });
  });

  it.each(['Completed', 'Cancelled', 'Expired'] as const)('a %s ride has none', (status) => {
    expect(rideWhereabouts(rideFixture({ status, usedCapacity: 2 }))).toBeNull();
  });
});
