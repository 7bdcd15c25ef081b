import { cityName, formatDateTime } from '@/lib/format';
import type { Ride } from '@/types/api';

import { RouteLine } from './route-line';

type RideRoute = Pick<Ride, 'departureAddress' | 'departureDate' | 'arrivalAddress' | 'arrivalDate'>;

/** RideRouteLine is a ride's route on a card: the cities, the departure time and, when known, the arrival time. */
export function RideRouteLine({ ride, from, to }: { ride: RideRoute; from: string; to: string }) {
  return (
    <RouteLine
      compact
      from={{ label: from, place: cityName(ride.departureAddress), when: formatDateTime(ride.departureDate) }}
      to={{
        label: to,
        place: cityName(ride.arrivalAddress),
        when: ride.arrivalDate ? formatDateTime(ride.arrivalDate) : undefined,
      }}
    />
  );
}
