import { CalendarClock, CarFront, MapPin } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CalendarLink } from '@/components/ui/calendar-link';
import { formatDateTime, formatDay, formatTime, toDayInput } from '@/lib/format';
import type { Parcel, Ride } from '@/types/api';

import { handoverWhen, handoverWhere, type HandoverSource } from '../utils/handover';

import { DriverActions, DriverRow, Row } from './handover-rows';

import '@/components/ui/detail-card.css';

const SOURCE = {
  when: { plan: 'handover.card.fromPlan', ride: 'handover.card.fromRide', parcel: undefined, estimate: undefined },
  where: {
    plan: 'handover.card.fromPlan',
    ride: 'handover.card.fromMeetingPoint',
    parcel: 'handover.card.fromParcel',
    estimate: 'handover.card.fromParcel',
  },
} as const satisfies Record<string, Record<HandoverSource, string | undefined>>;

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
  const vehicle = ride?.vehicle;
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {t('handover.card.title')}
      </h2>
      <dl className="handover-rows">
        <Row icon={<CalendarClock size={20} aria-hidden="true" />} label={t('handover.card.when')}>
          {when.source === 'estimate' ? (
            <Estimate at={when.value} departure={ride?.departureDate} />
          ) : (
            <>
              {when.day ? formatDay(when.value) : formatDateTime(when.value)}
              {whenSource && <span className="handover-row__source">{t(whenSource)}</span>}
            </>
          )}
        </Row>
        <Row icon={<MapPin size={20} aria-hidden="true" />} label={t('handover.card.where')}>
          {where.place}
          <span className="handover-row__source">{t(SOURCE.where[where.source])}</span>
        </Row>
        <DriverRow parcel={parcel} label={t('handover.card.who')} />
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
      <DriverActions parcel={parcel} message={message} />
      <CalendarLink
        href={`/api/parcels/${parcel.parcelId}/handover.ics`}
        file={`ridepost-handover-${parcel.parcelId}.ics`}
      />
    </section>
  );
}

/** Estimate is when the ride passes the parcel's city: "Mon, 14 Dec, about 10:55", from its departure at 09:00. */
function Estimate({ at, departure }: { at: string; departure?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {`${formatDay(toDayInput(new Date(at)))}, ${t('handover.card.about', { time: formatTime(at) })}`}
      {departure && (
        <span className="handover-row__source">{t('handover.card.fromEstimate', { time: formatTime(departure) })}</span>
      )}
    </>
  );
}
