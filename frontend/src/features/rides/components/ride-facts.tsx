import clsx from 'clsx';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { cityName, formatDateTime, formatPrice } from '@/lib/format';
import type { Ride, VehicleType } from '@/types/api';

import { vehicleLabel } from '../utils/vehicle-label';

import '@/components/ui/detail-card.css';

/** RideTotal is the labelled sum of accepted prices: never ₴0 ("No parcels yet" or "Free"), hidden from others. */
function RideTotal({ ride }: { ride: Ride }) {
  const { t } = useTranslation();
  if (ride.totalCost === undefined || ride.totalCost === null) return null;
  const value =
    ride.totalCost > 0
      ? formatPrice(ride.totalCost)
      : ride.usedCapacity > 0
        ? t('rides.detail.free')
        : t('rides.detail.noParcelsYet');
  return (
    <div>
      <dt>{t('rides.detail.total')}</dt>
      <dd className={ride.totalCost > 0 ? 'facts__price' : 'muted'}>{value}</dd>
    </div>
  );
}

interface RideFactsProps {
  ride: Ride;
  VehicleIcon: ComponentType<{ type: VehicleType }>;
  /** strip lays the facts in one row, led by the departure, under the head of a wide window. */
  strip?: boolean;
}

/** RideFacts is what a ride offers: vehicle, capacity, its total for parcels (its driver only) and parcel types. */
export function RideFacts({ ride, VehicleIcon, strip = false }: RideFactsProps) {
  const { t } = useTranslation();
  const vehicle = vehicleLabel(ride.vehicle, t);
  const types = ride.parcelsTypes.length
    ? ride.parcelsTypes.map((type) => t(`parcels.types.${type}`)).join(', ')
    : t('rides.detail.anyType');
  return (
    <section className="card detail-card" aria-label={t('rides.detail.about')}>
      <dl className={clsx('facts', strip && 'facts--strip')}>
        {strip && (
          <div>
            <dt>{t('rides.fields.departureDate')}</dt>
            <dd>
              {formatDateTime(ride.departureDate)}
              <span className="muted break"> · {cityName(ride.departureAddress)}</span>
            </dd>
          </div>
        )}
        <div className="facts__wide">
          <dt>{t('rides.fields.vehicle')}</dt>
          <dd className="facts__vehicle">
            <VehicleIcon type={ride.vehicle.vehicleType} />
            <span className="break">
              {vehicle.name}
              {vehicle.meta && <span className="muted"> · {vehicle.meta}</span>}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('rides.detail.capacity')}</dt>
          <dd>{t('rides.capacityUsed', { used: ride.usedCapacity, count: ride.capacity })}</dd>
        </div>
        <RideTotal ride={ride} />
        <div className="facts__wide">
          <dt>{t('rides.detail.types')}</dt>
          <dd>{types}</dd>
        </div>
      </dl>
    </section>
  );
}
