import { afterEach, describe, expect, it } from 'vitest';

import type { Address, Place } from '@/types/api';

import { clearIntent, postRouteFor, readIntent, samePlace, saveIntent } from './intent';

describe('intent', () => {
  afterEach(() => clearIntent());

  it('keeps what a visitor set out to do until it is cleared', () => {
    saveIntent({ path: '/available-drivers?from=1&to=2', action: 'request', targetId: 7 }, 1000);
    expect(readIntent(2000)).toEqual({
      path: '/available-drivers?from=1&to=2',
      action: 'request',
      targetId: 7,
      at: 1000,
    });
    clearIntent();
    expect(readIntent(2000)).toBeNull();
  });

  it('forgets an intent older than a week, or one that does not lead inside the app', () => {
    saveIntent({ path: '/available-parcels', action: 'notify' }, 0);
    expect(readIntent(8 * 24 * 3600 * 1000)).toBeNull();
    expect(localStorage.getItem('ridepost_intent')).toBeNull();
    saveIntent({ path: '//evil.example/x', action: 'request' }, 0);
    expect(readIntent(1)).toBeNull();
    localStorage.setItem('ridepost_intent', '{not json');
    expect(readIntent(1)).toBeNull();
  });

  it('finds its search whatever the order of the query', () => {
    const intent = { path: '/available-drivers?from=1&to=2&date=2026-12-01' };
    expect(samePlace(intent, '/available-drivers', '?date=2026-12-01&to=2&from=1')).toBe(true);
    expect(samePlace(intent, '/available-drivers', '?from=1&to=3&date=2026-12-01')).toBe(false);
    expect(samePlace(intent, '/available-parcels', '?from=1&to=2&date=2026-12-01')).toBe(false);
  });

  it('starts a form posted from a request on what was searched, and on the other side for the rest', () => {
    const place = (placeId: number, nameEn: string): Place => ({
      placeId,
      name: nameEn,
      nameEn,
      nameUk: nameEn,
      region: '',
      country: 'UA',
      lat: 0,
      lng: 0,
    });
    const address = (placeId: number, city: string): Address => ({
      placeId,
      city,
      cityUk: city,
      country: 'UA',
      region: '',
      regionUk: '',
      street: 'Main St',
      lat: 0,
      lng: 0,
    });
    const ride = { from: address(1, 'Kyiv'), to: address(2, 'Lviv'), day: '2026-12-10T09:00:00Z' };
    const searched = { from: place(3, 'Zhytomyr'), to: place(4, 'Rivne'), date: '2026-12-08' };
    expect(postRouteFor(searched, ride)).toEqual({ from: searched.from, to: searched.to, day: '2026-12-08' });
    const onlyTo = postRouteFor({ from: null, to: searched.to, date: '' }, ride);
    expect([onlyTo.from.nameEn, onlyTo.to.nameEn, onlyTo.day]).toEqual(['Kyiv', 'Rivne', ride.day]);
    expect(postRouteFor(undefined, ride).from.placeId).toBe(1);
  });
});
