import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { RouteMapProps } from '@/types/route-map';

import { drawRoute } from '../utils/drawing';
import { MAP_SIZE } from '../utils/fit';

import './route-map.css';

const labelClass = (key: string) =>
  key === 'from' || key === 'to'
    ? 'route-map__label route-map__label--end'
    : key.startsWith('landmark')
      ? 'route-map__label route-map__label--landmark'
      : 'route-map__label';

/**
 * RouteMap draws a route on the countries around it (docs/product.md §3 "Route maps"): the ride's line from its
 * filled dot to its hollow one and, for each parcel on it, the way by its pickup and drop-off, dashed. `label` is
 * the route in words, its name for screen readers (RouteMapLazy writes it under the map too).
 */
export default function RouteMap({ label, route, parcels }: RouteMapProps & { label: string }) {
  const { i18n } = useTranslation();
  // The key holds every input by value: a new object for the same route draws nothing again.
  const key = JSON.stringify([route, parcels, i18n.language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const drawing = useMemo(() => drawRoute({ route, parcels }), [key]);
  const { width, height } = MAP_SIZE;
  return (
    <svg className="route-map__box" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <rect className="route-map__sea" width={width} height={height} />
      <path className="route-map__land" d={drawing.neighbours} />
      <path className="route-map__ukraine" d={drawing.ukraine} />
      <path className="route-map__borders" d={drawing.borders} />
      {drawing.landmarks.map((l) => (
        <circle key={l.key} className="route-map__landmark" cx={l.x} cy={l.y} r={2} />
      ))}
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
        <text key={l.key} className={labelClass(l.key)} x={l.x} y={l.y} textAnchor={l.anchor}>
          {l.text}
        </text>
      ))}
    </svg>
  );
}
