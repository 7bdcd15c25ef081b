import { Mail, PackageOpen, Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { PersonLink } from '@/components/ui/person-link';
import { RouteLine } from '@/components/ui/route-line';
import { Spinner } from '@/components/ui/spinner';
import { ParcelStatusTag } from '@/components/ui/status-tag';
import { cityName, displayPhone, formatPrice, personName } from '@/lib/format';
import type { AcceptedParcel } from '@/types/api';

import { AcceptedHandover } from './accepted-handover';
import { AcceptedParcelActions } from './accepted-parcel-actions';

import '@/components/ui/detail-card.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/person-card.css';
import './rides.css';

interface ContactProps {
  label: string;
  name: string;
  phone?: string;
  email?: string;
  /** userId links the name to the person's public card (the sender has one; a recipient has no account). */
  userId?: number;
}

function Contact({ label, name, phone, email, userId }: ContactProps) {
  const { t } = useTranslation();
  return (
    <div className="accepted__person">
      <p>
        <span className="muted">{label}: </span>
        <span className="break">
          <PersonLink userId={userId}>{name}</PersonLink>
        </span>
      </p>
      {(phone || email) && (
        <ul className="contacts contacts--compact">
          {phone && (
            <li>
              <Phone size={16} aria-hidden="true" />
              <span className="sr-only">{t('rides.accepted.phone')}: </span>
              <a className="link" href={`tel:${phone}`}>
                {displayPhone(phone)}
              </a>
            </li>
          )}
          {email && (
            <li>
              <Mail size={16} aria-hidden="true" />
              <span className="sr-only">{t('rides.accepted.email')}: </span>
              <a className="link break" href={`mailto:${email}`}>
                {email}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

interface AcceptedItemProps {
  parcel: AcceptedParcel;
  canAct: boolean;
  arrival?: string | null;
}

function AcceptedItem({ parcel, canAct, arrival }: AcceptedItemProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className="accepted" aria-labelledby={id}>
      <div className="accepted__top">
        <ParcelTypeIcon type={parcel.type} size={18} />
        <span id={id} className="accepted__type">
          {t(`parcels.types.${parcel.type}`)} · {parcel.size}
        </span>
        <span className="accepted__price">{formatPrice(parcel.cost)}</span>
      </div>
      <div>
        <ParcelStatusTag status={parcel.status} />
      </div>
      {parcel.declaredValue != null && (
        <p className="muted">{t('rides.accepted.declaredValue', { value: formatPrice(parcel.declaredValue) })}</p>
      )}
      <RouteLine
        compact
        from={{
          label: t('parcels.fields.from'),
          place: cityName(parcel.shippingAddress),
          street: parcel.shippingAddress.street,
        }}
        to={{
          label: t('parcels.fields.to'),
          place: cityName(parcel.deliveryAddress),
          street: parcel.deliveryAddress.street,
        }}
      />
      <Contact
        label={t('rides.accepted.sender')}
        name={personName(parcel.sender)}
        phone={parcel.sender.phone}
        email={parcel.sender.email}
        userId={parcel.sender.userId}
      />
      <Contact
        label={t('rides.accepted.recipient')}
        name={`${parcel.recipient.name} ${parcel.recipient.lastName}`.trim()}
        phone={parcel.recipient.phoneNumber}
        email={parcel.recipient.emailAddress}
      />
      {canAct && <AcceptedHandover parcel={parcel} arrival={arrival} labelId={id} />}
      {canAct && <AcceptedParcelActions parcel={parcel} labelId={id} />}
    </li>
  );
}

interface AcceptedParcelsProps {
  /** id lets the next step take the driver here. */
  id?: string;
  parcels: AcceptedParcel[];
  loading: boolean;
  /** canAct offers the pickup plan, photos, "Picked up" / "Confirm delivery" (not on a cancelled ride). */
  canAct?: boolean;
  /** arrival is the ride's arrival (RFC 3339), the latest pickup time. */
  arrival?: string | null;
}

/** AcceptedParcels lists the parcels accepted onto my ride with their contacts, state and next step. */
export function AcceptedParcels({ id: sectionId, parcels, loading, canAct = true, arrival }: AcceptedParcelsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section id={sectionId} tabIndex={-1} className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {t('rides.accepted.title')}
      </h2>
      {parcels.length > 0 ? (
        <ul className="accepted-list" aria-labelledby={id}>
          {parcels.map((parcel) => (
            <AcceptedItem key={parcel.parcelId} parcel={parcel} canAct={canAct} arrival={arrival} />
          ))}
        </ul>
      ) : loading ? (
        <div className="inline-loader" role="status">
          <Spinner size="sm" />
          <span>{t('rides.accepted.loading')}</span>
        </div>
      ) : (
        <div className="mini-empty">
          <PackageOpen size={28} aria-hidden="true" />
          <p>{t('rides.accepted.empty')}</p>
        </div>
      )}
    </section>
  );
}
