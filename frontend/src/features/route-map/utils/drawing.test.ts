import { geoContains } from 'd3-geo';
import { describe, expect, it } from 'vitest';

import type { MapPlace } from '@/types/route-map';

import { drawRoute } from './drawing';
import { MAP_SIZE } from './fit';
import { neighbours, ukraine } from './outlines';

const at = (city: string, lat: number, lng: number): MapPlace => ({ city, cityUk: city, lat, lng });
const KYIV = at('Kyiv', 50.45466, 30.5238);
const LVIV = at('Lviv', 49.83826, 24.02324);
const ZHYTOMYR = at('Zhytomyr', 50.26487, 28.67669);
const RIVNE = at('Rivne', 50.62308, 26.22743);

describe('the outlines', () => {
  it('draw Crimea as Ukraine’s, and Ukraine’s neighbours around it', () => {
    const inUkraine = (lng: number, lat: number) => ukraine.some((f) => geoContains(f, [lng, lat]));
    expect(inUkraine(34.11, 44.96)).toBe(true); // Simferopol
    expect(inUkraine(33.52, 44.6)).toBe(true); // Sevastopol
    expect(inUkraine(30.52, 50.45)).toBe(true); // Kyiv
    expect(neighbours.some((f) => geoContains(f, [34.11, 44.96]))).toBe(false);
    expect(neighbours.some((f) => geoContains(f, [21.01, 52.23]))).toBe(true); // Warsaw
  });
});

describe('a route laid out on the map', () => {
  it('has the line, the detour, the dots, and the route’s names first, with a few landmarks', () => {
    const drawing = drawRoute({ route: { from: KYIV, to: LVIV }, parcels: [{ from: ZHYTOMYR, to: RIVNE }] });
    expect(drawing.line).toMatch(/^M/);
    expect(drawing.detours).toHaveLength(1);
    expect(drawing.ends.map((e) => e.text)).toEqual(['Kyiv', 'Lviv']);
    expect(drawing.stops.map((s) => s.text)).toEqual(['Zhytomyr', 'Rivne']);
    const names = drawing.labels.map((l) => l.text);
    expect(names.slice(0, 4)).toEqual(['Kyiv', 'Lviv', 'Zhytomyr', 'Rivne']);
    // The route's cities are not named again as landmarks.
    expect(new Set(names).size).toBe(names.length);
    expect(drawing.landmarks.length).toBeGreaterThan(0);
    expect(drawing.landmarks.length).toBeLessThanOrEqual(6);
    for (const dot of [...drawing.ends, ...drawing.stops, ...drawing.landmarks]) {
      expect(dot.x).toBeGreaterThan(0);
      expect(dot.x).toBeLessThan(MAP_SIZE.width);
      expect(dot.y).toBeGreaterThan(0);
      expect(dot.y).toBeLessThan(MAP_SIZE.height);
    }
  });
});
