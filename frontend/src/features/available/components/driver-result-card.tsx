import { Users } from 'lucide-react';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { RideRouteLine } from '@/components/ui/ride-route-line';
import type { AvailableRide, VehicleType } from '@/types/api';

import { DetourChip } from './detour-chip';
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
      <RideRouteLine ride={ride} from={t('available.filters.from')} to={t('available.filters.to')} />
      <div className="result-card__vehicle">
        <VehicleIcon type={ride.vehicle.vehicleType} />
        <span>{vehicle}</span>
      </div>
      <div className="result-card__chips">
        <span className="result-card__places">
          <Users size={14} aria-hidden="true" />
          {t('available.drivers.placesLeft', { count: ride.freeCapacity })}
        </span>
        <DetourChip km={ride.detourKm} />
      </div>
      <RequestAction requested={requested} describedBy={id} onRequest={onRequest} />
    </article>
  );
}
