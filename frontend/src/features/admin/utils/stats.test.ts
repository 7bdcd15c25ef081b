import { describe, expect, it } from 'vitest';

import { countsByStatus, PARCEL_STATUSES, RIDE_STATUSES } from './stats';

describe('countsByStatus', () => {
  it('lists every known state in its order, 0 for those the server left out', () => {
    const { items, total } = countsByStatus({ Delivered: 4, New: 2, 'In Transit': 1 }, PARCEL_STATUSES);
    expect(items.map((i) => i.status)).toEqual([...PARCEL_STATUSES]);
    expect(items.map((i) => i.count)).toEqual([2, 0, 1, 4, 0, 0, 0]);
    expect(total).toBe(7);
  });

  it('counts states the app does not know in the total only', () => {
    const { items, total } = countsByStatus({ Planned: 3, Archived: 2 }, RIDE_STATUSES);
    expect(items).toHaveLength(RIDE_STATUSES.length);
    expect(items.find((i) => i.status === 'Planned')?.count).toBe(3);
    expect(total).toBe(5);
  });

  it('reads no figures as all zero', () => {
    for (const counts of [undefined, null, {}]) {
      const { items, total } = countsByStatus(counts, RIDE_STATUSES);
      expect(items.every((i) => i.count === 0)).toBe(true);
      expect(total).toBe(0);
    }
  });
});
