import { describe, expect, it } from 'vitest';

import { openingTab, waitingCount } from './waiting';

describe('waitingCount', () => {
  it.each([
    ['nothing loaded', undefined, 0],
    ['no items', [], 0],
    ['none waiting', [{ pendingRequests: 0 }, {}], 0],
    ['summed over items', [{ pendingRequests: 2 }, { pendingRequests: 0 }, { pendingRequests: 1 }], 3],
    ['a negative count ignored', [{ pendingRequests: -1 }, { pendingRequests: 2 }], 2],
  ])('%s', (_, items, want) => {
    expect(waitingCount(items)).toBe(want);
  });
});

describe('openingTab', () => {
  it.each([
    [{ parcels: 0, rides: 0 }, 'parcels'],
    [{ parcels: 0, rides: 2 }, 'rides'],
    [{ parcels: 1, rides: 0 }, 'parcels'],
    [{ parcels: 1, rides: 3 }, 'parcels'],
  ] as const)('%o opens on %s', (waiting, want) => {
    expect(openingTab(waiting)).toBe(want);
  });
});
