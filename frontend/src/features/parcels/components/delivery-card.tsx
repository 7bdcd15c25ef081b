import { CalendarClock, KeyRound, MapPin, PackageCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cityName, formatDateTime, formatDay, formatTime, toDayInput } from '@/lib/format';
import type { Parcel, Ride } from '@/types/api';

import { HandoverPin } from './handover-pin';
import { DriverActions, DriverRow, Row } from './handover-rows';

import '@/components/ui/detail-card.css';

interface DeliveryCardProps {
  parcel: Parcel;
  /** ride is the ride the parcel travels on, once loaded: its expected arrival. */
  ride?: Ride;
  /** message opens the conversation with the driver (the requests feature's link). */
  message?: ReactNode;
}

/**
 * DeliveryCard takes the handover card's place once the driver has the parcel: to whom it goes (the recipient),
 * where (the delivery street and city), when it is expected (the ride's arrival where the ride ends in the
 * delivery city, else when the ride passes it, estimated), the PIN the
 * recipient tells the driver, and the driver carrying it with "Call" and "Message".
 */
export function DeliveryCard({ parcel, ride, message }: DeliveryCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const to = parcel.deliveryAddress;
  const where = [to.street.trim(), cityName(to)].filter(Boolean).join(', ');
  const recipient = [parcel.recipient.name, parcel.recipient.lastName].filter(Boolean).join(' ');
  const arrival = expectedArrival(parcel, ride);
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {t('handover.delivery.title')}
      </h2>
      <dl className="handover-rows">
        <Row icon={<PackageCheck size={20} aria-hidden="true" />} label={t('handover.delivery.to')}>
          <span className="break">{recipient}</span>
          <span className="handover-row__source">{t('handover.delivery.recipient')}</span>
        </Row>
        <Row icon={<MapPin size={20} aria-hidden="true" />} label={t('handover.card.where')}>
          <span className="break">{where}</span>
          <span className="handover-row__source">{t('handover.delivery.address')}</span>
        </Row>
        {arrival && (
          <Row icon={<CalendarClock size={20} aria-hidden="true" />} label={t('handover.delivery.arrival')}>
            {arrival.estimate
              ? `${formatDay(toDayInput(new Date(arrival.at)))}, ${t('handover.card.about', { time: formatTime(arrival.at) })}`
              : formatDateTime(arrival.at)}
            <span className="handover-row__source">
              {t(arrival.estimate ? 'handover.delivery.fromEstimate' : 'handover.delivery.fromRide')}
            </span>
          </Row>
        )}
        {parcel.handoverPin && (
          <Row icon={<KeyRound size={20} aria-hidden="true" />} label={t('handover.delivery.pin')}>
            <HandoverPin pin={parcel.handoverPin} />
            <span className="handover-row__source">{t('handover.delivery.pinHint')}</span>
          </Row>
        )}
        <DriverRow parcel={parcel} label={t('handover.delivery.driver')} />
      </dl>
      <DriverActions parcel={parcel} message={message} />
    </section>
  );
}

/** expectedArrival is the ride's arrival when it ends in the parcel's city, else when it passes it (dropoffEta). */
function expectedArrival(parcel: Parcel, ride?: Ride): { at: string; estimate: boolean } | undefined {
  const atEnd = ride?.arrivalAddress.placeId === parcel.deliveryAddress.placeId;
  if (ride?.arrivalDate && (atEnd || !parcel.dropoffEta)) return { at: ride.arrivalDate, estimate: false };
  if (ride && parcel.dropoffEta) return { at: parcel.dropoffEta, estimate: true };
  return undefined;
}
