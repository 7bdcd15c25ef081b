import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { InstantMark } from '@/components/ui/instant-mark';
import { ItemCard } from '@/components/ui/item-card';
import { RideRouteLine } from '@/components/ui/ride-route-line';
import { RideStatusTag } from '@/components/ui/status-tag';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import type { Ride, VehicleType } from '@/types/api';

import { vehicleLabel } from '../utils/vehicle-label';

import { SeriesMark } from './series-mark';

import '@/components/ui/item-card.css';

interface RideCardProps {
  ride: Ride;
  VehicleIcon: ComponentType<{ type: VehicleType }>;
  /** inSeries: the card is inside its regular trip's card, which says the days already. */
  inSeries?: boolean;
}

/**
 * RideCard is one of my rides in a list: route and times, vehicle, parcels taken, the labelled total of
 * accepted prices (none while it is nothing), state, its regular trip's days, and how many requests wait for my
 * answer.
 */
export function RideCard({ ride, VehicleIcon, inSeries }: RideCardProps) {
  const { t } = useTranslation();
  const waiting = ride.pendingRequests ?? 0;
  const total = ride.totalCost ?? 0;
  return (
    <ItemCard
      to={paths.ride.getHref(ride.rideId)}
      tag={<RideStatusTag status={ride.status} />}
      price={total > 0 ? t('rides.card.total', { price: formatPrice(total) }) : undefined}
      attention={waiting > 0 ? t('requests.toAnswer', { count: waiting }) : undefined}
      meta={
        <>
          <VehicleIcon type={ride.vehicle.vehicleType} />
          <span className="item-card__vehicle">{vehicleLabel(ride.vehicle, t).name}</span>
          <span className="item-card__capacity">
            {t('rides.capacityUsed', { used: ride.usedCapacity, count: ride.capacity })}
          </span>
        </>
      }
    >
      <RideRouteLine ride={ride} from={t('rides.fields.from')} to={t('rides.fields.to')} />
      {ride.series && ride.status !== 'Cancelled' && !inSeries && <SeriesMark series={ride.series} />}
      {ride.instant && (ride.status === 'Planned' || ride.status === 'In Progress') && <InstantMark />}
    </ItemCard>
  );
}
