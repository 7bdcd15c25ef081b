import type { TFunction } from 'i18next';

import { cityName } from '@/lib/format';
import type { RouteMapProps } from '@/types/route-map';

import { detourKm, distanceKm } from './distance';

/**
 * routeText is a route map in words, for screen readers and under the map: "Kyiv → Lviv, 468 km; pickup
 * Zhytomyr, drop-off Rivne, +22 km". A detour the server gave wins over the one worked out here.
 */
export function routeText(t: TFunction, { route, parcels = [] }: RouteMapProps): string {
  const line = t('routeMap.route', {
    from: cityName(route.from),
    to: cityName(route.to),
    km: distanceKm(route.from, route.to),
  });
  const legs = parcels.map((leg) =>
    t('routeMap.leg', {
      pickup: cityName(leg.from),
      dropoff: cityName(leg.to),
      km: leg.detourKm ?? detourKm(route, leg),
    }),
  );
  return [line, ...legs].join('; ');
}
