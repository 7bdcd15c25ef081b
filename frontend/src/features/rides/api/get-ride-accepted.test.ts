import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/lib/query-client';
import { mockFetch } from '@/testing/fetch-mock';
import { rideFixture } from '@/testing/parcel-fixtures';
import type { Ride } from '@/types/api';

import { getRideQueryOptions } from './get-ride';
import { getRideAcceptedQueryOptions } from './get-ride-accepted';
import { rideKeys } from './get-rides';

describe('a ride’s accepted parcels', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('attach to the ride as acceptedParcelList, in its query and in my list; an empty answer is an empty list', async () => {
    const client = createQueryClient();
    const keep = [rideKeys.list(), rideKeys.detail(3)].map((queryKey) =>
      new QueryObserver(client, { queryKey, enabled: false }).subscribe(() => undefined),
    );
    client.setQueryData(rideKeys.list(), [rideFixture({ rideId: 4 }), rideFixture()]);
    const stale = rideFixture({ acceptedParcelList: [{ parcelId: 1 } as Ride['acceptedParcelList'][number]] });
    mockFetch({
      'GET /api/rides/3': { status: 200, body: stale },
      'GET /api/rides/3/accepted': { status: 200, body: null },
    });

    await client.fetchQuery(getRideQueryOptions(3));
    expect(client.getQueryData<Ride[]>(rideKeys.list())?.[1].acceptedParcelList).toHaveLength(1);

    await client.fetchQuery(getRideAcceptedQueryOptions(3));
    expect(client.getQueryData<Ride>(rideKeys.detail(3))?.acceptedParcelList).toEqual([]);
    expect(client.getQueryData<Ride[]>(rideKeys.list())?.map((r) => r.acceptedParcelList)).toEqual([[], []]);
    keep.forEach((unsubscribe) => unsubscribe());
  });
});
