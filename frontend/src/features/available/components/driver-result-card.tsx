import { Users } from 'lucide-react';
import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { InstantMark } from '@/components/ui/instant-mark';
import { PersonLink } from '@/components/ui/person-link';
import { RideRouteLine } from '@/components/ui/ride-route-line';
import { formatPrice, personName } from '@/lib/format';
import type { AvailableRide, VehicleType } from '@/types/api';

import { DetourChip } from './detour-chip';
import { RatingText } from './rating';
import { ResultCard } from './result-card';
import { RideAlong, SeriesDays, type SearchedStops } from './ride-along';
import { TrustLine } from './trust-line';
import type { RequestActions } from './use-request-target';

import '@/components/ui/item-card.css';
import '@/components/ui/person-card.css';
import './available.css';

/** RidePrice is what the sender would pay: a pending offer or ask, else the suggested price (from: smallest size). */
export interface RidePrice {
  amount: number;
  kind: 'offer' | 'asked' | 'suggested' | 'from';
}

interface DriverResultCardProps {
  ride: AvailableRide;
  price?: RidePrice;
  VehicleIcon: ComponentType<{ type: VehicleType }>;
  actions: RequestActions;
  /** chosen: the list is for one parcel of mine (?parcelId=), so a detour of 0 means right on the way. */
  chosen: boolean;
  /** map draws the result's "Map" toggle; titleId names the result. */
  map?: (titleId: string) => ReactNode;
  /** stops are the searched cities (or my parcel's), where the card tells when the ride passes. */
  stops?: SearchedStops;
  /** onPickDay searches another day of the ride's regular trip (alsoOn). */
  onPickDay?: (day: string) => void;
}

/** DriverResultCard is someone's ride that could take my parcel: driver, vehicle, route and time, free places, "Request". */
export function DriverResultCard({
  ride,
  price,
  VehicleIcon,
  actions,
  chosen,
  map,
  stops,
  onPickDay,
}: DriverResultCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const driver = personName(ride.driver);
  const vehicle = ride.vehicle.modelName || t(`vehicles.types.${ride.vehicle.vehicleType}`);
  return (
    <ResultCard
      titleId={id}
      askedNote={t('available.drivers.offeredYou', { name: driver })}
      actions={actions}
      map={map?.(id)}
    >
      <div className="person">
        <Avatar src={ride.driver?.profilePicture} size={48} />
        <div className="result-card__person-text">
          <h2 id={id} className="result-card__title">
            <PersonLink userId={ride.driver?.userId}>{driver}</PersonLink>
          </h2>
          {ride.driver && <RatingText rating={ride.driver.rating} />}
          {ride.driver && <TrustLine person={ride.driver} as="driver" />}
        </div>
      </div>
      <RideRouteLine ride={ride} from={t('available.filters.from')} to={t('available.filters.to')} />
      {stops && <RideAlong ride={ride} stops={stops} />}
      <SeriesDays days={ride.alsoOn ?? []} onPick={onPickDay} />
      <div className="result-card__vehicle">
        <VehicleIcon type={ride.vehicle.vehicleType} />
        <span>{vehicle}</span>
      </div>
      <div className="result-card__chips">
        <span className="result-card__places">
          <Users size={14} aria-hidden="true" />
          {t('available.drivers.placesLeft', { count: ride.freeCapacity })}
        </span>
        <DetourChip km={ride.detourKm} chosen={chosen} />
      </div>
      {price && (
        <p className="result-card__price">
          {t(`available.drivers.price.${price.kind}`, { price: formatPrice(price.amount) })}
        </p>
      )}
      {ride.instant && <InstantMark />}
    </ResultCard>
  );
}
