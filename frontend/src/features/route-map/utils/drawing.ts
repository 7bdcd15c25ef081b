import { geoInterpolate, geoPath } from 'd3-geo';

import { cityName } from '@/lib/format';
import type { MapPlace, RouteMapProps } from '@/types/route-map';

import { fitProjection, MAP_SIZE } from './fit';
import { placeLabels, type LabelIn } from './labels';
import { LANDMARKS } from './landmarks';
import { borders, neighbours, ukraine } from './outlines';

type Point = [number, number];

/** MAX_LANDMARKS is how many cities around the route the map names at most, the largest first. */
const MAX_LANDMARKS = 6;

const lineOf = (places: MapPlace[]) => ({
  type: 'LineString' as const,
  coordinates: places.map((p) => [p.lng, p.lat]),
});

/**
 * drawRoute lays a route out on the map: the outlines' paths, the ride's line, each parcel's way by its pickup
 * and drop-off, the dots, and the names that fit — the route's cities first, then landmarks around it.
 */
export function drawRoute({ route, parcels = [] }: RouteMapProps) {
  const { width, height } = MAP_SIZE;
  const projection = fitProjection([route.from, route.to, ...parcels.flatMap((leg) => [leg.from, leg.to])]);
  const path = geoPath(projection);
  const dot = (key: string, place: MapPlace): LabelIn => {
    const [x, y] = projection([place.lng, place.lat]) ?? [0, 0];
    return { key, x, y, text: cityName(place) };
  };
  const ends = [dot('from', route.from), dot('to', route.to)];
  const stops = parcels.flatMap((leg, i) => [dot(`pickup-${i}`, leg.from), dot(`dropoff-${i}`, leg.to)]);
  // Points along every line drawn, which the names keep off where they can.
  const along = (a: MapPlace, b: MapPlace) => {
    const step = geoInterpolate([a.lng, a.lat], [b.lng, b.lat]);
    return Array.from({ length: 25 }, (_, k) => (projection(step(k / 24)) ?? [0, 0]) as Point);
  };
  const avoid = [
    ...along(route.from, route.to),
    ...parcels.flatMap((leg) => [
      ...along(route.from, leg.from),
      ...along(leg.from, leg.to),
      ...along(leg.to, route.to),
    ]),
  ];
  const near = (a: LabelIn, b: LabelIn) => Math.hypot(a.x - b.x, a.y - b.y) < 16;
  const landmarks = LANDMARKS.map((place, i) => ({ ...dot(`landmark-${i}`, place), minor: true })).filter(
    (l) => l.x > 6 && l.x < width - 6 && l.y > 6 && l.y < height - 6 && ![...ends, ...stops].some((d) => near(d, l)),
  );
  const labels = placeLabels([...ends, ...stops, ...landmarks], width, height, avoid);
  const shown = new Set(
    labels
      .filter((l) => l.key.startsWith('landmark'))
      .slice(0, MAX_LANDMARKS)
      .map((l) => l.key),
  );
  return {
    neighbours: neighbours.map((f) => path(f) ?? '').join(''),
    ukraine: ukraine.map((f) => path(f) ?? '').join(''),
    borders: path(borders) ?? '',
    line: path(lineOf([route.from, route.to])) ?? '',
    detours: parcels.map((leg) => path(lineOf([route.from, leg.from, leg.to, route.to])) ?? ''),
    ends,
    stops,
    // A landmark shows only with its name (a nameless dot would say nothing), and only the first few that fit.
    landmarks: landmarks.filter((l) => shown.has(l.key)),
    labels: labels.filter((l) => !l.key.startsWith('landmark') || shown.has(l.key)),
  };
}
