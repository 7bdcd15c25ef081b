import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemCard } from '@/components/ui/item-card';
import { RideRouteLine } from '@/components/ui/ride-route-line';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import type { Ride, VehicleType } from '@/types/api';

import { vehicleLabel } from '../utils/vehicle-label';

import { RideStatusTag } from './ride-status-tag';

interface RideCardProps {
  ride: Ride;
  VehicleIcon: ComponentType<{ type: VehicleType }>;
}

/** RideCard is one of my rides in a list: route and times, vehicle, parcels taken, total price, state. */
export function RideCard({ ride, VehicleIcon }: RideCardProps) {
  const { t } = useTranslation();
  return (
    <ItemCard
      to={paths.ride.getHref(ride.rideId)}
      tag={<RideStatusTag status={ride.status} />}
      price={formatPrice(ride.totalCost)}
      meta={
        <>
          <VehicleIcon type={ride.vehicle.vehicleType} />
          <span className="item-card__vehicle">{vehicleLabel(ride.vehicle, t).name}</span>
          <span className="item-card__capacity">{t('rides.capacityUsed', { used: ride.usedCapacity, count: ride.capacity })}</span>
        </>
      }
    >
      <RideRouteLine ride={ride} from={t('rides.fields.from')} to={t('rides.fields.to')} />
    </ItemCard>
  );
}
