import { cityName, formatDay } from '@/lib/format';
import type { Parcel } from '@/types/api';

import { RouteLine } from './route-line';

type ParcelRoute = Pick<Parcel, 'shippingAddress' | 'shippingDate' | 'deliveryAddress' | 'deliveryDate'>;

/** ParcelEnd words one end of a parcel's route: its label, and how its day reads ("Pickup: Wed, 12 Mar"). */
interface ParcelEnd {
  label: string;
  when: (day: string) => string;
}

/** ParcelRouteLine is a parcel's route on a card: the cities, the pickup day and, when set, the day to deliver by. */
export function ParcelRouteLine({ parcel, from, to }: { parcel: ParcelRoute; from: ParcelEnd; to: ParcelEnd }) {
  return (
    <RouteLine
      compact
      from={{
        label: from.label,
        place: cityName(parcel.shippingAddress),
        when: from.when(formatDay(parcel.shippingDate)),
      }}
      to={{
        label: to.label,
        place: cityName(parcel.deliveryAddress),
        when: parcel.deliveryDate ? to.when(formatDay(parcel.deliveryDate)) : undefined,
      }}
    />
  );
}
