import { Car, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { RouteLine } from '@/components/ui/route-line';
import { cityName, formatDateTime, formatDay, formatPrice } from '@/lib/format';
import type { DeliveryRequest, PublicCard } from '@/types/api';

import { RequestActions } from './request-actions';
import { RequestStatusTag } from './request-status-tag';

/** RequestView is whose screen the card is on: my parcel's (the counterpart drives) or my ride's (it sends). */
export type RequestView = 'parcel' | 'ride';

function Person({ person, role, nameId }: { person: PublicCard; role: string; nameId?: string }) {
  const { t } = useTranslation();
  const { average, count } = person.rating;
  return (
    <div className="person request-card__person">
      <Avatar src={person.profilePicture} size={40} />
      <div className="person__text">
        <p id={nameId} className="person__name break">
          <span className="sr-only">{role}: </span>
          {`${person.name} ${person.surname}`.trim()}
        </p>
        <p className="person__meta">
          <Star size={16} aria-hidden="true" />
          {count > 0 ? t('requests.card.rating', { average: average.toFixed(1), count }) : t('requests.card.noRating')}
        </p>
      </div>
    </div>
  );
}

interface RequestCardProps {
  request: DeliveryRequest;
  view: RequestView;
  onChanged?: () => unknown;
}

/**
 * RequestCard is one request: on my parcel the driver, their ride and vehicle; on my ride the parcel and its
 * sender; the price, and the actions it allows me or its state once answered.
 */
export function RequestCard({ request, view, onChanged }: RequestCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const { parcel, ride } = request;
  const vehicle = ride.vehicle && (ride.vehicle.modelName || t(`vehicles.types.${ride.vehicle.vehicleType}`));
  const person = (
    <Person person={request.counterpart} role={view === 'ride' ? t('requests.card.sender') : t('requests.card.driver')} nameId={view === 'parcel' ? id : undefined} />
  );
  return (
    <li className="card-item request-card" aria-labelledby={id}>
      <div className="request-card__top">
        {view === 'ride' ? (
          <p id={id} className="request-card__title">
            <ParcelTypeIcon type={parcel.type} size={18} />
            <span className="break">
              {t(`parcels.types.${parcel.type}`)} · {parcel.size}
            </span>
          </p>
        ) : (
          person
        )}
        <span className="item-card__price">{formatPrice(request.cost)}</span>
      </div>
      {view === 'ride' ? (
        <RouteLine
          compact
          from={{ label: t('requests.card.from'), place: cityName(parcel.shippingAddress), when: t('requests.card.pickup', { date: formatDay(parcel.shippingDate) }) }}
          to={{ label: t('requests.card.to'), place: cityName(parcel.deliveryAddress) }}
        />
      ) : (
        <RouteLine
          compact
          from={{ label: t('requests.card.from'), place: cityName(ride.departureAddress), when: t('requests.card.departure', { date: formatDateTime(ride.departureDate) }) }}
          to={{ label: t('requests.card.to'), place: cityName(ride.arrivalAddress) }}
        />
      )}
      {view === 'parcel' && vehicle && (
        <p className="request-card__vehicle">
          <Car size={18} aria-hidden="true" />
          <span className="sr-only">{t('requests.card.vehicle')}: </span>
          <span className="break">{vehicle}</span>
        </p>
      )}
      {(view === 'ride' || request.status !== 'pending') && (
        <div className="request-card__bottom">
          {view === 'ride' ? person : <span />}
          {request.status !== 'pending' && <RequestStatusTag status={request.status} />}
        </div>
      )}
      <RequestActions request={request} onChanged={onChanged} />
    </li>
  );
}
