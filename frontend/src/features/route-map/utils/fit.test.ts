import { describe, expect, it } from 'vitest';

import type { MapPlace } from '@/types/route-map';

import { fitProjection, MAP_SIZE } from './fit';
import { placeLabels } from './labels';

const at = (lat: number, lng: number, city = ''): MapPlace => ({ city, cityUk: city, lat, lng });
const KYIV = at(50.45466, 30.5238, 'Kyiv');
const LVIV = at(49.83826, 24.02324, 'Lviv');
const ZHYTOMYR = at(50.26487, 28.67669, 'Zhytomyr');
const RIVNE = at(50.62308, 26.22743, 'Rivne');
const KHARKIV = at(49.98081, 36.25272, 'Kharkiv');
const UZHHOROD = at(48.61667, 22.3, 'Uzhhorod');
const BROVARY = at(50.51809, 30.80671, 'Brovary');

const { width, height } = MAP_SIZE;

describe('fitting the route into the map', () => {
  it.each([
    ['Kyiv → Lviv with Zhytomyr → Rivne', [KYIV, LVIV, ZHYTOMYR, RIVNE]],
    ['across the country, Uzhhorod → Kharkiv', [UZHHOROD, KHARKIV]],
    ['a short hop, Kyiv → Brovary', [KYIV, BROVARY]],
    ['north to south, Kyiv → Odesa', [KYIV, at(46.47747, 30.73262)]],
  ])('%s: every city inside the map, clear of its edges', (_, places) => {
    const projection = fitProjection(places);
    for (const p of places) {
      const [x, y] = projection([p.lng, p.lat])!;
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThanOrEqual(width - 40);
      expect(y).toBeGreaterThanOrEqual(20);
      expect(y).toBeLessThanOrEqual(height - 20);
    }
  });

  it('fills the map: the route spans most of its width or height', () => {
    const projection = fitProjection([KYIV, LVIV]);
    const [x1, y1] = projection([KYIV.lng, KYIV.lat])!;
    const [x2, y2] = projection([LVIV.lng, LVIV.lat])!;
    expect(Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1))).toBeGreaterThan(width / 2);
  });

  it('writes each name inside the map and off the other names, leaving out one with no room', () => {
    const projection = fitProjection([KYIV, LVIV, ZHYTOMYR, RIVNE]);
    const items = [KYIV, LVIV, ZHYTOMYR, RIVNE, KYIV].map((p, i) => {
      const [x, y] = projection([p.lng, p.lat])!;
      return { key: `${p.city}-${i}`, text: p.city, x, y };
    });
    const crowded = { key: 'long', text: 'Sviatopetrivske-Novoselytsia-Verkhnia-Pidhirna-Ozerna', x: 30, y: 30 };
    const labels = placeLabels([...items, crowded], width, height);
    // Kyiv is the ride's start and a parcel's pickup: its name once. A name longer than the map finds no room.
    expect(labels.map((l) => l.key)).toEqual(['Kyiv-0', 'Lviv-1', 'Zhytomyr-2', 'Rivne-3']);
    for (const l of labels) {
      const w = l.text.length * 6.8;
      const left = l.anchor === 'start' ? l.x : l.anchor === 'end' ? l.x - w : l.x - w / 2;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + w).toBeLessThanOrEqual(width);
    }
  });
});
