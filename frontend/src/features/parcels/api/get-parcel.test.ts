import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/lib/query-client';
import { mockFetch } from '@/testing/fetch-mock';
import { parcelFixture } from '@/testing/parcel-fixtures';
import type { Parcel } from '@/types/api';

import { getParcelQueryOptions } from './get-parcel';
import { parcelKeys } from './get-parcels';

describe('a parcel fetched by id', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('updates the matching parcel of my fetched list (docs/product.md §4), and only that one', async () => {
    const client = createQueryClient();
    const list = [parcelFixture({ parcelId: 42 }), parcelFixture({ parcelId: 41 })];
    // An observer keeps the list in the cache (GET data is otherwise dropped at once).
    const unsubscribe = new QueryObserver(client, { queryKey: parcelKeys.list(), enabled: false }).subscribe(
      () => undefined,
    );
    client.setQueryData(parcelKeys.list(), list);
    mockFetch({
      'GET /api/parcels/41': { status: 200, body: parcelFixture({ parcelId: 41, status: 'Accepted', cost: 180 }) },
      'GET /api/parcels/99': { status: 200, body: parcelFixture({ parcelId: 99, senderId: 3 }) },
    });

    await client.fetchQuery(getParcelQueryOptions(41));
    const after = client.getQueryData<Parcel[]>(parcelKeys.list());
    expect(after?.map((p) => [p.parcelId, p.status, p.cost])).toEqual([
      [42, 'New', 150],
      [41, 'Accepted', 180],
    ]);
    expect(after?.[0]).toBe(list[0]);

    // Someone else's parcel is not added to my list.
    await client.fetchQuery(getParcelQueryOptions(99));
    expect(client.getQueryData<Parcel[]>(parcelKeys.list())?.map((p) => p.parcelId)).toEqual([42, 41]);
    unsubscribe();
  });
});
