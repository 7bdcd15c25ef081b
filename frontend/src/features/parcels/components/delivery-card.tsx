import { CalendarClock, KeyRound, MapPin, PackageCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cityName, formatDateTime } from '@/lib/format';
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
 * where (the delivery street and city), when it is expected (the ride's arrival, when it has one), the PIN the
 * recipient tells the driver, and the driver carrying it with "Call" and "Message".
 */
export function DeliveryCard({ parcel, ride, message }: DeliveryCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const to = parcel.deliveryAddress;
  const where = [to.street.trim(), cityName(to)].filter(Boolean).join(', ');
  const recipient = [parcel.recipient.name, parcel.recipient.lastName].filter(Boolean).join(' ');
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
        {ride?.arrivalDate && (
          <Row icon={<CalendarClock size={20} aria-hidden="true" />} label={t('handover.delivery.arrival')}>
            {formatDateTime(ride.arrivalDate)}
            <span className="handover-row__source">{t('handover.delivery.fromRide')}</span>
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
