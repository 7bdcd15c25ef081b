import { describe, expect, it } from 'vitest';

import { distanceKm, MIN_PRICE, priceHint } from './price-hint';

const KYIV = { lat: 50.45466, lng: 30.5238 };
const LVIV = { lat: 49.83826, lng: 24.02324 };
const ODESA = { lat: 46.47747, lng: 30.73262 };
const BROVARY = { lat: 50.5111, lng: 30.7909 };

describe('distanceKm', () => {
  it('measures great-circle distances between cities', () => {
    expect(distanceKm(KYIV, LVIV)).toBeCloseTo(468, -1);
    expect(distanceKm(KYIV, ODESA)).toBeCloseTo(443, -1);
    expect(distanceKm(KYIV, KYIV)).toBe(0);
  });

  it('is symmetric', () => {
    expect(distanceKm(LVIV, ODESA)).toBeCloseTo(distanceKm(ODESA, LVIV), 9);
  });
});

describe('priceHint', () => {
  it('suggests ₴1.0–1.5 per km per parcel, rounded to ₴10', () => {
    expect(priceHint(KYIV, LVIV)).toEqual({ km: 468, low: 470, high: 700 });
    expect(priceHint(KYIV, ODESA)).toEqual({ km: 443, low: 440, high: 660 });
  });

  it('never goes below the minimum, and the top stays above the bottom', () => {
    const near = priceHint(KYIV, BROVARY); // about 20 km
    expect(near.low).toBe(MIN_PRICE);
    expect(near.high).toBeGreaterThan(near.low);
    expect(near.high % 10).toBe(0);
  });
});
