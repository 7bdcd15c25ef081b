import { describe, expect, it } from 'vitest';

import { rideFixture } from '@/testing/parcel-fixtures';

import { editValues, toRideEdit } from './edit-ride';

describe('the ride edit form', () => {
  it('fills the ride form from my ride and sends back only what may change, the same instants', () => {
    const ride = rideFixture({
      capacity: 2,
      parcelsTypes: ['books'],
      instant: true,
      arrivalDate: '2030-05-12T14:00:00Z',
    });
    const values = editValues(ride);
    expect(values).toMatchObject({ capacity: '2', parcelsTypes: ['books'], instant: true, vehicleId: ride.vehicleId });
    expect(values.repeat.on).toBe(false);
    const body = toRideEdit(values);
    expect(body).toEqual({
      departureAddress: { placeId: ride.departureAddress.placeId, street: '' },
      departureDate: '2030-05-12T06:30:00.000Z',
      arrivalAddress: { placeId: ride.arrivalAddress.placeId, street: '' },
      arrivalDate: '2030-05-12T14:00:00.000Z',
      capacity: 2,
      parcelsTypes: ['books'],
      instant: true,
    });
  });
});
