import { Route, Users } from 'lucide-react';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { RouteLine } from '@/components/ui/route-line';
import { cityName, formatDateTime } from '@/lib/format';
import type { AvailableRide, VehicleType } from '@/types/api';

import { RatingText } from './rating';
import { RequestAction } from './request-action';

interface DriverResultCardProps {
  ride: AvailableRide;
  VehicleIcon: ComponentType<{ type: VehicleType }>;
  requested: boolean;
  onRequest: () => void;
}

/** DriverResultCard is someone's ride that could take my parcel: driver, vehicle, route and time, free places. */
export function DriverResultCard({ ride, VehicleIcon, requested, onRequest }: DriverResultCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const vehicle = ride.vehicle.modelName || t(`vehicles.types.${ride.vehicle.vehicleType}`);
  return (
    <article className="card-item result-card" aria-labelledby={id}>
      <div className="person">
        <Avatar src={ride.driver?.profilePicture} size={48} />
        <div className="result-card__person-text">
          <h2 id={id} className="result-card__title">
            {`${ride.driver?.name ?? ''} ${ride.driver?.surname ?? ''}`.trim()}
          </h2>
          {ride.driver && <RatingText rating={ride.driver.rating} />}
        </div>
      </div>
      <RouteLine
        compact
        from={{ label: t('available.filters.from'), place: cityName(ride.departureAddress), when: formatDateTime(ride.departureDate) }}
        to={{
          label: t('available.filters.to'),
          place: cityName(ride.arrivalAddress),
          when: ride.arrivalDate ? formatDateTime(ride.arrivalDate) : undefined,
        }}
      />
      <div className="result-card__vehicle">
        <VehicleIcon type={ride.vehicle.vehicleType} />
        <span>{vehicle}</span>
      </div>
      <div className="result-card__chips">
        <span className="result-card__places">
          <Users size={14} aria-hidden="true" />
          {t('available.drivers.placesLeft', { count: ride.freeCapacity })}
        </span>
        {ride.detourKm > 0 && (
          <span className="result-card__detour">
            <Route size={14} aria-hidden="true" />
            {t('available.card.detour', { km: ride.detourKm })}
          </span>
        )}
      </div>
      <RequestAction requested={requested} describedBy={id} onRequest={onRequest} />
    </article>
  );
}
