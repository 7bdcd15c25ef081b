import { CalendarClock, CarFront, MapPin, Phone, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { PersonLink } from '@/components/ui/person-link';
import { RatingBadge } from '@/components/ui/rating-badge';
import { displayPhone, formatDateTime, formatDay, personName } from '@/lib/format';
import type { Parcel, Ride } from '@/types/api';

import { handoverWhen, handoverWhere, type HandoverSource } from '../utils/handover';

import '@/components/ui/detail-card.css';
import '@/components/ui/handover.css';
import '@/components/ui/person-card.css';

const SOURCE = {
  when: { plan: 'handover.card.fromPlan', ride: 'handover.card.fromRide', parcel: undefined },
  where: { plan: 'handover.card.fromPlan', ride: 'handover.card.fromMeetingPoint', parcel: 'handover.card.fromParcel' },
} as const satisfies Record<string, Record<HandoverSource, string | undefined>>;

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="handover-row">
      {icon}
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface HandoverCardProps {
  parcel: Parcel;
  /** ride is the ride the parcel travels on, once loaded: its departure, meeting point and vehicle. */
  ride?: Ride;
  /** message opens the conversation with the driver (the requests feature's link). */
  message?: ReactNode;
}

/**
 * HandoverCard tells the sender of an accepted parcel when and where to hand it over and to whom: the driver's
 * plan when they set one, else the ride's departure and meeting point, with the driver's rating and contacts,
 * "Call", "Message", the vehicle and its plate: the one card about the driver until the parcel is handed on.
 */
export function HandoverCard({ parcel, ride, message }: HandoverCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const when = handoverWhen(parcel, ride);
  const where = handoverWhere(parcel, ride);
  const whenSource = SOURCE.when[when.source];
  const driver = parcel.driver;
  const contact = parcel.driverContact;
  const name = contact ? `${contact.name} ${contact.surname}`.trim() : personName(driver);
  const vehicle = ride?.vehicle;
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {t('handover.card.title')}
      </h2>
      <dl className="handover-rows">
        <Row icon={<CalendarClock size={20} aria-hidden="true" />} label={t('handover.card.when')}>
          {when.day ? formatDay(when.value) : formatDateTime(when.value)}
          {whenSource && <span className="handover-row__source">{t(whenSource)}</span>}
        </Row>
        <Row icon={<MapPin size={20} aria-hidden="true" />} label={t('handover.card.where')}>
          {where.place}
          <span className="handover-row__source">{t(SOURCE.where[where.source])}</span>
        </Row>
        {name && (
          <Row icon={<UserRound size={20} aria-hidden="true" />} label={t('handover.card.who')}>
            <span className="person">
              {driver && <Avatar src={driver.profilePicture} size={40} />}
              <span className="break">
                <PersonLink userId={driver?.userId}>{name}</PersonLink>
                {driver && <RatingBadge rating={driver.rating} className="handover-row__source" />}
                {contact?.phone && (
                  <a className="link handover-row__contact" href={`tel:${contact.phone}`}>
                    {displayPhone(contact.phone)}
                  </a>
                )}
                {contact?.email && (
                  <a className="link handover-row__contact" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                )}
              </span>
            </span>
          </Row>
        )}
        {vehicle && (vehicle.modelName || vehicle.idNumber) && (
          <Row icon={<CarFront size={20} aria-hidden="true" />} label={t('handover.card.vehicle')}>
            {vehicle.modelName || t(`vehicles.types.${vehicle.vehicleType}`)}
            {vehicle.idNumber && (
              <span className="handover-row__source">
                {t('handover.card.plate')}: {vehicle.idNumber}
              </span>
            )}
          </Row>
        )}
      </dl>
      {(contact?.phone || message) && (
        <div className="handover-actions">
          {contact?.phone && (
            <a className="btn btn--secondary" href={`tel:${contact.phone}`}>
              <Phone size={18} aria-hidden="true" />
              <span>{t('handover.card.call')}</span>
            </a>
          )}
          {message}
        </div>
      )}
    </section>
  );
}
