import { PackageOpen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { RouteLine } from '@/components/ui/route-line';
import { Spinner } from '@/components/ui/spinner';
import { cityName, formatPrice } from '@/lib/format';
import type { AcceptedParcel } from '@/types/api';

function Contact({ label, name, phone, email }: { label: string; name: string; phone?: string; email?: string }) {
  return (
    <p className="accepted__person">
      <span className="muted">{label}: </span>
      <span className="break">{[name, phone, email].filter(Boolean).join(' · ')}</span>
    </p>
  );
}

function AcceptedItem({ parcel }: { parcel: AcceptedParcel }) {
  const { t } = useTranslation();
  return (
    <li className="accepted">
      <div className="accepted__top">
        <ParcelTypeIcon type={parcel.type} size={18} />
        <span className="accepted__type">
          {t(`parcels.types.${parcel.type}`)} · {parcel.size}
        </span>
        <span className="accepted__price">{formatPrice(parcel.cost)}</span>
      </div>
      <RouteLine
        compact
        from={{ label: t('rides.fields.from'), place: cityName(parcel.shippingAddress), street: parcel.shippingAddress.street }}
        to={{ label: t('rides.fields.to'), place: cityName(parcel.deliveryAddress), street: parcel.deliveryAddress.street }}
      />
      <Contact
        label={t('rides.accepted.sender')}
        name={`${parcel.sender.name} ${parcel.sender.surname}`.trim()}
        phone={parcel.sender.phone}
        email={parcel.sender.email}
      />
      <Contact
        label={t('rides.accepted.recipient')}
        name={`${parcel.recipient.name} ${parcel.recipient.lastName}`.trim()}
        phone={parcel.recipient.phoneNumber}
        email={parcel.recipient.emailAddress}
      />
    </li>
  );
}

/** AcceptedParcels lists the parcels accepted onto my ride with their contacts, or says there are none yet. */
export function AcceptedParcels({ parcels, loading }: { parcels: AcceptedParcel[]; loading: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {t('rides.accepted.title')}
      </h2>
      {parcels.length > 0 ? (
        <ul className="accepted-list">
          {parcels.map((parcel) => (
            <AcceptedItem key={parcel.parcelId} parcel={parcel} />
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
