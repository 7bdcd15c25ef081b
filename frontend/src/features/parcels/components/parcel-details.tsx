import { useTranslation } from 'react-i18next';

import { ClampedText } from '@/components/ui/clamped-text';
import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { RouteLine } from '@/components/ui/route-line';
import { cityName, formatDay, formatPrice } from '@/lib/format';
import { useProfileStore } from '@/stores/profile-store';
import type { Parcel } from '@/types/api';

import { CANCELLABLE_PARCEL } from '../api/cancel-parcel';

import { CancelParcelButton } from './cancel-parcel-button';
import { RecipientCard, SenderCard } from './parcel-people';
import { ParcelStatusTag } from './parcel-status-tag';

/** ParcelDetails is the Parcel screen's content: route and dates, what it is, price, details, people, cancel. */
export function ParcelDetails({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const mine = useProfileStore((s) => s.userId) === parcel.senderId;
  return (
    <article className="stack stack--lg">
      <header className="detail-header">
        <span className="detail-header__icon">
          <ParcelTypeIcon type={parcel.type} size={26} />
        </span>
        <div className="detail-header__text">
          <p className="overline">{t('parcels.detail.overline')}</p>
          <h1 className="page-title">{t(`parcels.types.${parcel.type}`)}</h1>
        </div>
        <ParcelStatusTag status={parcel.status} />
      </header>

      <section className="card detail-card" aria-label={t('parcels.detail.route')}>
        <RouteLine
          from={{
            label: t('parcels.fields.from'),
            place: cityName(parcel.shippingAddress),
            street: parcel.shippingAddress.street,
            when: t('parcels.card.pickup', { date: formatDay(parcel.shippingDate) }),
          }}
          to={{
            label: t('parcels.fields.to'),
            place: cityName(parcel.deliveryAddress),
            street: parcel.deliveryAddress.street,
            when: t('parcels.card.deliverBy', {
              date: parcel.deliveryDate ? formatDay(parcel.deliveryDate) : t('parcels.detail.noDeadline'),
            }),
          }}
        />
      </section>

      <section className="card detail-card" aria-label={t('parcels.detail.about')}>
        <dl className="facts">
          <div>
            <dt>{t('parcels.fields.size')}</dt>
            <dd>
              {parcel.size} <span className="muted">· {t(`parcels.sizes.${parcel.size}`)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('parcels.detail.price')}</dt>
            <dd className="facts__price">{formatPrice(parcel.cost)}</dd>
          </div>
        </dl>
        {parcel.details && (
          <div className="detail-card__block">
            <h2 className="detail-card__title">{t('parcels.detail.details')}</h2>
            <ClampedText text={parcel.details} moreLabel={t('parcels.detail.more')} lessLabel={t('parcels.detail.less')} />
          </div>
        )}
      </section>

      <RecipientCard recipient={parcel.recipient} />
      {!mine && parcel.sender && <SenderCard sender={parcel.sender} />}
      {mine && CANCELLABLE_PARCEL.includes(parcel.status) && <CancelParcelButton parcelId={parcel.parcelId} />}
    </article>
  );
}
