import { describe, expect, it } from 'vitest';

import { address, KYIV, LVIV, parcelFixture, rideFixture } from '@/testing/parcel-fixtures';

import { handoverWhen, handoverWhere } from './handover';

describe('the handover card', () => {
  const parcel = parcelFixture({ status: 'Accepted', rideId: 3, shippingAddress: address(KYIV, 'Khreshchatyk 1') });

  it('says when: the driver’s time, else the ride’s departure, else the parcel’s pickup day', () => {
    const ride = rideFixture({ departureDate: '2030-05-12T06:30:00Z' });
    const plan = { at: '2030-05-12T09:00:00Z', place: '' };
    expect(handoverWhen({ ...parcel, pickupPlan: plan }, ride)).toEqual({
      value: '2030-05-12T09:00:00Z',
      day: false,
      source: 'plan',
    });
    expect(handoverWhen(parcel, ride)).toEqual({ value: '2030-05-12T06:30:00Z', day: false, source: 'ride' });
    expect(handoverWhen(parcel)).toEqual({ value: '2030-05-12', day: true, source: 'parcel' });
  });

  it('says when the ride passes the parcel’s city until the driver plans the pickup', () => {
    const ride = rideFixture({ departureDate: '2030-05-12T06:00:00Z', departureAddress: address(KYIV) });
    const along = { ...parcel, shippingAddress: address(LVIV), pickupEta: '2030-05-12T12:40:00Z' };
    expect(handoverWhen(along, ride)).toEqual({ value: '2030-05-12T12:40:00Z', day: false, source: 'estimate' });
    const plan = { at: '2030-05-12T13:00:00Z', place: '' };
    expect(handoverWhen({ ...along, pickupPlan: plan }, ride).source).toBe('plan');
    // Where the ride starts, its departure is the time itself.
    expect(handoverWhen({ ...along, shippingAddress: address(KYIV) }, ride).source).toBe('ride');
  });

  it('says where: the driver’s place, else the ride’s meeting point in the parcel’s city, else the parcel’s street', () => {
    const ride = rideFixture({ departureAddress: address(KYIV, 'Vokzalna 2') });
    expect(handoverWhere({ ...parcel, pickupPlan: { at: '2030-05-12T09:00:00Z', place: ' Gate 3 ' } }, ride)).toEqual({
      place: 'Gate 3',
      source: 'plan',
    });
    // A plan without a place keeps the meeting point.
    expect(handoverWhere({ ...parcel, pickupPlan: { at: '2030-05-12T09:00:00Z', place: '' } }, ride, 'en')).toEqual({
      place: 'Vokzalna 2, Kyiv',
      source: 'ride',
    });
    expect(handoverWhere(parcel, ride, 'uk')).toEqual({ place: 'Vokzalna 2, Київ', source: 'ride' });
    // No meeting point, or one in another city: the parcel's own pickup address.
    expect(handoverWhere(parcel, rideFixture(), 'en')).toEqual({ place: 'Khreshchatyk 1, Kyiv', source: 'parcel' });
    const elsewhere = rideFixture({ departureAddress: address(LVIV, 'Rynok 1') });
    expect(handoverWhere(parcel, elsewhere, 'en')).toEqual({ place: 'Khreshchatyk 1, Kyiv', source: 'parcel' });
    expect(handoverWhere({ ...parcel, shippingAddress: address(KYIV) }, undefined, 'en')).toEqual({
      place: 'Kyiv',
      source: 'parcel',
    });
  });
});
