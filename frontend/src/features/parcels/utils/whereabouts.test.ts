import { describe, expect, it } from 'vitest';

import { iryna } from '@/testing/notification-fixtures';
import { parcelFixture } from '@/testing/parcel-fixtures';

import { parcelWhereabouts } from './whereabouts';

describe('parcelWhereabouts', () => {
  it('a New parcel is with me, no driver yet', () => {
    expect(parcelWhereabouts(parcelFixture({ status: 'New' }))).toEqual({ holder: 'me', driverFound: false });
  });

  it('an Accepted parcel is with me until the planned pickup, arriving by its deliver-by day', () => {
    const p = parcelFixture({
      status: 'Accepted',
      deliveryDate: '2030-06-14',
      pickupPlan: { at: '2030-06-12T11:00:00Z', place: 'Gate 2' },
      pickupEta: '2030-06-12T10:55:00Z',
    });
    expect(parcelWhereabouts(p)).toEqual({
      holder: 'me',
      driverFound: true,
      pickupAt: '2030-06-12T11:00:00Z',
      arrival: { kind: 'by', day: '2030-06-14' },
    });
  });

  it('an Accepted parcel without a plan takes the estimate, and says nothing of an arrival it cannot know', () => {
    const p = parcelFixture({
      status: 'Accepted',
      deliveryDate: null,
      pickupPlan: null,
      pickupEta: '2030-06-12T10:55:00Z',
    });
    expect(parcelWhereabouts(p)).toEqual({
      holder: 'me',
      driverFound: true,
      pickupAt: '2030-06-12T10:55:00Z',
      arrival: undefined,
    });
  });

  it('an In Transit parcel is with its driver, named, arriving at the estimate when there is one', () => {
    const p = parcelFixture({
      status: 'In Transit',
      driver: { ...iryna, name: 'Petro' },
      deliveryDate: '2030-06-14',
      dropoffEta: '2030-06-13T14:00:00Z',
    });
    expect(parcelWhereabouts(p)).toEqual({
      holder: 'driver',
      driver: 'Petro',
      arrival: { kind: 'eta', at: '2030-06-13T14:00:00Z' },
    });
  });

  it('without an estimate or a driver card, it arrives by the deliver-by day with the driver unnamed', () => {
    const p = parcelFixture({
      status: 'In Transit',
      driver: undefined,
      dropoffEta: undefined,
      deliveryDate: '2030-06-14',
    });
    expect(parcelWhereabouts(p)).toEqual({ holder: 'driver', arrival: { kind: 'by', day: '2030-06-14' } });
  });

  it.each(['Delivered', 'Failed', 'Cancelled', 'Expired'] as const)('a %s parcel has none', (status) => {
    expect(parcelWhereabouts(parcelFixture({ status }))).toBeNull();
  });
});
