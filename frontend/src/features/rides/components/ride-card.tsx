import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { RouteLine } from '@/components/ui/route-line';
import { paths } from '@/config/paths';
import { cityName, formatDateTime, formatPrice } from '@/lib/format';
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
    <Link to={paths.ride.getHref(ride.rideId)} className="card-item item-card">
      <div className="item-card__top">
        <RideStatusTag status={ride.status} />
        <span className="item-card__price">{formatPrice(ride.totalCost)}</span>
      </div>
      <RouteLine
        compact
        from={{ label: t('rides.fields.from'), place: cityName(ride.departureAddress), when: formatDateTime(ride.departureDate) }}
        to={{
          label: t('rides.fields.to'),
          place: cityName(ride.arrivalAddress),
          when: ride.arrivalDate ? formatDateTime(ride.arrivalDate) : undefined,
        }}
      />
      <div className="item-card__meta">
        <VehicleIcon type={ride.vehicle.vehicleType} />
        <span className="item-card__vehicle">{vehicleLabel(ride.vehicle, t).name}</span>
        <span className="item-card__capacity">{t('rides.capacityUsed', { used: ride.usedCapacity, count: ride.capacity })}</span>
      </div>
    </Link>
  );
}
