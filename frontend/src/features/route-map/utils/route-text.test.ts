import { beforeAll, describe, expect, it } from 'vitest';

import i18n, { i18nReady } from '@/i18n';
import type { MapPlace } from '@/types/route-map';

import { detourKm, distanceKm } from './distance';
import { routeText } from './route-text';

// The gazetteer's coordinates (server/places).
const place = (city: string, cityUk: string, lat: number, lng: number): MapPlace => ({ city, cityUk, lat, lng });
const KYIV = place('Kyiv', 'Київ', 50.45466, 30.5238);
const LVIV = place('Lviv', 'Львів', 49.83826, 24.02324);
const ZHYTOMYR = place('Zhytomyr', 'Житомир', 50.26487, 28.67669);
const RIVNE = place('Rivne', 'Рівне', 50.62308, 26.22743);

describe('the route in words', () => {
  beforeAll(async () => {
    await i18nReady;
  });

  it('says the cities, the distance, and each parcel with its detour', async () => {
    await i18n.changeLanguage('en');
    const route = { from: KYIV, to: LVIV };
    expect(routeText(i18n.t, { route })).toBe('Kyiv → Lviv, 468 km');
    expect(routeText(i18n.t, { route, parcels: [{ from: ZHYTOMYR, to: RIVNE, detourKm: 22 }] })).toBe(
      'Kyiv → Lviv, 468 km; pickup Zhytomyr, drop-off Rivne, +22 km',
    );
  });

  it('says when the ride passes the pickup and the drop-off, when the server said it', async () => {
    await i18n.changeLanguage('en');
    const at = (h: number, m: number) => new Date(2026, 11, 14, h, m).toISOString(); // local times
    const leg = { from: ZHYTOMYR, to: RIVNE, detourKm: 22, pickupEta: at(10, 55), dropoffEta: at(13, 20) };
    expect(routeText(i18n.t, { route: { from: KYIV, to: LVIV }, parcels: [leg] })).toBe(
      'Kyiv → Lviv, 468 km; pickup Zhytomyr about 10:55, drop-off Rivne about 13:20, +22 km',
    );
    await i18n.changeLanguage('uk');
    expect(routeText(i18n.t, { route: { from: KYIV, to: LVIV }, parcels: [leg] })).toBe(
      'Київ → Львів, 468 км; забір Житомир близько 10:55, доставка Рівне близько 13:20, +22 км',
    );
    await i18n.changeLanguage('en');
  });

  it('works the detour out when the server did not say it, and speaks Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    expect(routeText(i18n.t, { route: { from: KYIV, to: LVIV }, parcels: [{ from: ZHYTOMYR, to: RIVNE }] })).toBe(
      'Київ → Львів, 468 км; забір Житомир, доставка Рівне, +22 км',
    );
    await i18n.changeLanguage('en');
  });

  it('measures as the matching does: great-circle km, a detour never below 0', () => {
    expect(distanceKm(KYIV, LVIV)).toBe(468);
    expect(distanceKm(KYIV, KYIV)).toBe(0);
    expect(detourKm({ from: KYIV, to: LVIV }, { from: KYIV, to: LVIV })).toBe(0);
    // Backwards (Rivne → Zhytomyr) the way doubles back.
    expect(detourKm({ from: KYIV, to: LVIV }, { from: RIVNE, to: ZHYTOMYR })).toBeGreaterThan(200);
  });
});
