import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import type { RouteMapProps } from '@/types/route-map';

import { routeText } from '../utils/route-text';

import './route-map-frame.css';

// The drawing, its map library and the outlines are a chunk of their own, fetched when a map first shows.
const RouteMapSvg = lazy(() => import('./route-map'));

/**
 * RouteMapLazy is a route map (docs/product.md §3 "Route maps") with the route in words under it. The words come at
 * once; the drawing's box keeps its size while the drawing loads, so nothing below it moves.
 */
export function RouteMapLazy({ loading, ...props }: RouteMapProps) {
  const { t } = useTranslation();
  const text = routeText(t, props);
  const box = <div className="route-map__box" role="img" aria-label={text} />;
  return (
    <figure className="route-map">
      {loading ? (
        <div className="route-map__box" aria-hidden="true" />
      ) : (
        <Suspense fallback={box}>
          <RouteMapSvg {...props} label={text} />
        </Suspense>
      )}
      <p className="route-map__text" aria-hidden="true">
        {loading ? ' ' : text}
      </p>
    </figure>
  );
}
