import { geoInterpolate, geoPath } from 'd3-geo';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { cityName } from '@/lib/format';
import type { MapPlace, RouteMapProps } from '@/types/route-map';

import { fitProjection, MAP_SIZE } from '../utils/fit';
import { placeLabels, type LabelIn } from '../utils/labels';
import { borders, neighbours, ukraine } from '../utils/outlines';

import './route-map.css';

const lineOf = (places: MapPlace[]) => ({
  type: 'LineString' as const,
  coordinates: places.map((p) => [p.lng, p.lat]),
});

/** useDrawing projects the outlines, the lines and the dots of a route once per route and language. */
function useDrawing({ route, parcels = [] }: RouteMapProps, language: string) {
  const key = JSON.stringify([route, parcels, language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds every input, by value.
  return useMemo(() => draw({ route, parcels }), [key]);
}

function draw({ route, parcels = [] }: RouteMapProps) {
  const { width, height } = MAP_SIZE;
  const projection = fitProjection([route.from, route.to, ...parcels.flatMap((leg) => [leg.from, leg.to])]);
  const path = geoPath(projection);
  const at = (p: MapPlace) => projection([p.lng, p.lat]) ?? [0, 0];
  const dot = (key: string, place: MapPlace) => {
    const [x, y] = at(place);
    return { key, x, y, text: cityName(place) };
  };
  const ends = [dot('from', route.from), dot('to', route.to)];
  const stops = parcels.flatMap((leg, i) => [dot(`pickup-${i}`, leg.from), dot(`dropoff-${i}`, leg.to)]);
  // Points along every line drawn, which the names keep off where they can.
  const along = (a: MapPlace, b: MapPlace) => {
    const step = geoInterpolate([a.lng, a.lat], [b.lng, b.lat]);
    return Array.from({ length: 25 }, (_, k) => projection(step(k / 24)) ?? ([0, 0] as [number, number]));
  };
  const avoid = [
    ...along(route.from, route.to),
    ...parcels.flatMap((leg) => [
      ...along(route.from, leg.from),
      ...along(leg.from, leg.to),
      ...along(leg.to, route.to),
    ]),
  ];
  return {
    neighbours: neighbours.map((f) => path(f) ?? '').join(''),
    ukraine: ukraine.map((f) => path(f) ?? '').join(''),
    borders: path(borders) ?? '',
    line: path(lineOf([route.from, route.to])) ?? '',
    detours: parcels.map((leg) => path(lineOf([route.from, leg.from, leg.to, route.to])) ?? ''),
    ends,
    stops,
    labels: placeLabels([...ends, ...stops] as LabelIn[], width, height, avoid),
  };
}

/**
 * RouteMap draws a route on the countries around it (PRODUCT.md §3 "Route maps"): the ride's line from its
 * filled dot to its hollow one and, for each parcel on it, the way by its pickup and drop-off, dashed. `label` is
 * the route in words, its name for screen readers (RouteMapLazy writes it under the map too).
 */
export default function RouteMap({ label, ...props }: RouteMapProps & { label: string }) {
  const { i18n } = useTranslation();
  const drawing = useDrawing(props, i18n.language);
  const { width, height } = MAP_SIZE;
  return (
    <svg className="route-map__box" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <rect className="route-map__sea" width={width} height={height} />
      <path className="route-map__land" d={drawing.neighbours} />
      <path className="route-map__ukraine" d={drawing.ukraine} />
      <path className="route-map__borders" d={drawing.borders} />
      <path className="route-map__line" d={drawing.line} />
      {drawing.detours.map((d, i) => (
        <path key={i} className="route-map__detour" d={d} />
      ))}
      {drawing.stops.map((s) => (
        <circle key={s.key} className="route-map__stop" cx={s.x} cy={s.y} r={4.5} />
      ))}
      {drawing.ends.map((e) => (
        <circle key={e.key} className={`route-map__end route-map__end--${e.key}`} cx={e.x} cy={e.y} r={6} />
      ))}
      {drawing.labels.map((l) => (
        <text
          key={l.key}
          className={l.key === 'from' || l.key === 'to' ? 'route-map__label route-map__label--end' : 'route-map__label'}
          x={l.x}
          y={l.y}
          textAnchor={l.anchor}
        >
          {l.text}
        </text>
      ))}
    </svg>
  );
}
