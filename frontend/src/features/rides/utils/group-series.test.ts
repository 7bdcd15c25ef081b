import { describe, expect, it } from 'vitest';

import { rideFixture } from '@/testing/parcel-fixtures';
import type { Ride } from '@/types/api';

import { groupSeries } from './group-series';

const series = { seriesId: 7, count: 3, until: '2030-06-01', weekdays: [1, 5] };
const ofSeries = (rideId: number, departureDate: string, status: Ride['status'] = 'Planned') =>
  rideFixture({ rideId, departureDate, status, seriesId: 7, series });

describe('my rides on Home', () => {
  it('puts the active rides of a regular trip into one group, soonest first, where its first one was', () => {
    const single = rideFixture({ rideId: 1, departureDate: '2030-05-20T06:00:00Z' });
    const rides = [
      ofSeries(4, '2030-05-24T06:00:00Z'),
      single,
      ofSeries(3, '2030-05-17T06:00:00Z'),
      ofSeries(2, '2030-05-13T06:00:00Z', 'Completed'),
    ];
    const groups = groupSeries(rides);
    expect(groups.map((g) => (g.kind === 'ride' ? g.ride.rideId : g.rides.map((r) => r.rideId)))).toEqual([
      [3, 4],
      1,
      2, // a past ride of the trip stays history of its own
    ]);
  });

  it('leaves a trip with one active ride left as that ride, and cancelled rides out of the group', () => {
    const groups = groupSeries([ofSeries(3, '2030-05-17T06:00:00Z'), ofSeries(4, '2030-05-24T06:00:00Z', 'Cancelled')]);
    expect(groups).toEqual([
      { kind: 'ride', ride: expect.objectContaining({ rideId: 3 }) },
      { kind: 'ride', ride: expect.objectContaining({ rideId: 4 }) },
    ]);
  });
});
