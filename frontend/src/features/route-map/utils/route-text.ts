import type { TFunction } from 'i18next';

import { cityName, formatTime } from '@/lib/format';
import type { RouteMapProps } from '@/types/route-map';

import { detourKm, distanceKm } from './distance';

/**
 * routeText is a route map in words, for screen readers and under the map: "Kyiv → Lviv, 468 km; pickup
 * Zhytomyr about 10:55, drop-off Rivne about 13:20, +22 km" (the times when the server gave them). A detour the
 * server gave wins over the one worked out here.
 */
export function routeText(t: TFunction, { route, parcels = [] }: RouteMapProps): string {
  const line = t('routeMap.route', {
    from: cityName(route.from),
    to: cityName(route.to),
    km: distanceKm(route.from, route.to),
  });
  const at = (city: string, eta?: string) => (eta ? t('routeMap.at', { city, time: formatTime(eta) }) : city);
  const legs = parcels.map((leg) =>
    t('routeMap.leg', {
      pickup: at(cityName(leg.from), leg.pickupEta),
      dropoff: at(cityName(leg.to), leg.dropoffEta),
      km: leg.detourKm ?? detourKm(route, leg),
    }),
  );
  return [line, ...legs].join('; ');
}
