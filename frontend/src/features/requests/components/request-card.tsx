import { Car, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { RouteLine } from '@/components/ui/route-line';
import { RequestStatusTag } from '@/components/ui/status-tag';
import { paths } from '@/config/paths';
import { cityName, formatDateTime, formatDay, formatPrice, personName } from '@/lib/format';
import type { DeliveryRequest } from '@/types/api';

import { CounterpartCard } from './counterpart-card';
import { RequestActions } from './request-actions';

import '@/components/ui/item-card.css';
import './requests.css';

/** RequestView is whose screen the card is on: my parcel's (the counterpart drives) or my ride's (it sends). */
export type RequestView = 'parcel' | 'ride';

interface RequestCardProps {
  request: DeliveryRequest;
  view: RequestView;
  onChanged?: () => unknown;
}

/**
 * RequestCard is one request, laid out alike on both screens: what the other side brings (on my parcel
 * their vehicle and ride, on my ride the parcel) and its price, what the asker wrote with it, their card with
 * the way to our conversation, the state in words from my side, and the actions it allows me.
 */
export function RequestCard({ request, view, onChanged }: RequestCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const { parcel, ride } = request;
  const vehicle = ride.vehicle && (ride.vehicle.modelName || t(`vehicles.types.${ride.vehicle.vehicleType}`));
  return (
    <li className="card-item request-card" aria-labelledby={id}>
      <div className="request-card__top">
        <p id={id} className="request-card__title">
          {view === 'ride' ? <ParcelTypeIcon type={parcel.type} size={18} /> : <Car size={18} aria-hidden="true" />}
          <span className="break">
            {view === 'ride'
              ? `${t(`parcels.types.${parcel.type}`)} · ${parcel.size}`
              : vehicle || t('requests.card.vehicle')}
          </span>
        </p>
        <span className="item-card__price">{formatPrice(request.cost)}</span>
      </div>
      {view === 'ride' ? (
        <RouteLine
          compact
          from={{
            label: t('requests.card.from'),
            place: cityName(parcel.shippingAddress),
            when: t('requests.card.pickup', { date: formatDay(parcel.shippingDate) }),
          }}
          to={{ label: t('requests.card.to'), place: cityName(parcel.deliveryAddress) }}
        />
      ) : (
        <RouteLine
          compact
          from={{
            label: t('requests.card.from'),
            place: cityName(ride.departureAddress),
            when: t('requests.card.departure', { date: formatDateTime(ride.departureDate) }),
          }}
          to={{ label: t('requests.card.to'), place: cityName(ride.arrivalAddress) }}
        />
      )}
      {request.message && (
        <figure className="request-card__message" aria-labelledby={`${id}-message`}>
          <figcaption id={`${id}-message`} className="request-card__message-by">
            {request.fromMe
              ? t('requests.card.myMessage')
              : t('requests.card.theirMessage', { name: personName(request.counterpart) })}
          </figcaption>
          <blockquote className="break">{request.message}</blockquote>
        </figure>
      )}
      <div className="request-card__bottom">
        <CounterpartCard person={request.counterpart} role={view === 'ride' ? 'sender' : 'driver'} />
        {request.conversationId > 0 && (
          <ButtonLink
            variant="secondary"
            className="btn--small request-card__chat"
            to={paths.conversation.getHref(request.conversationId)}
            icon={<MessageCircle size={16} aria-hidden="true" />}
            aria-describedby={id}
          >
            {t('requests.card.chat')}
          </ButtonLink>
        )}
      </div>
      <p className="request-card__state">
        <RequestStatusTag request={request} />
      </p>
      <RequestActions request={request} onChanged={onChanged} />
    </li>
  );
}
