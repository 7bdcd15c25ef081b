import { Route } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { RouteLine } from '@/components/ui/route-line';
import { cityName, formatDay, formatPrice } from '@/lib/format';
import type { AvailableParcel } from '@/types/api';

import { RatingText } from './rating';
import { RequestAction } from './request-action';

/** ParcelResultCard is someone's parcel I could carry: what, route and dates, price, sender, and "Request". */
export function ParcelResultCard({ parcel, requested, onRequest }: { parcel: AvailableParcel; requested: boolean; onRequest: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <article className="card-item result-card" aria-labelledby={id}>
      <div className="item-card__top">
        <div className="result-card__what">
          <span className="result-card__icon">
            <ParcelTypeIcon type={parcel.type} size={20} />
          </span>
          <div>
            <h2 id={id} className="result-card__title">
              {t(`parcels.types.${parcel.type}`)}
            </h2>
            <p className="result-card__sub">{t('available.card.size', { size: parcel.size })}</p>
          </div>
        </div>
        <span className="item-card__price">{formatPrice(parcel.cost)}</span>
      </div>
      <RouteLine
        compact
        from={{
          label: t('available.filters.from'),
          place: cityName(parcel.shippingAddress),
          when: t('available.card.pickup', { date: formatDay(parcel.shippingDate) }),
        }}
        to={{
          label: t('available.filters.to'),
          place: cityName(parcel.deliveryAddress),
          when: parcel.deliveryDate ? t('available.card.deliverBy', { date: formatDay(parcel.deliveryDate) }) : undefined,
        }}
      />
      <div className="result-card__foot">
        <div className="person result-card__person">
          <Avatar src={parcel.sender?.profilePicture} size={36} />
          <div className="result-card__person-text">
            <p className="person__name">
              <span className="sr-only">{t('available.card.sender')}: </span>
              {`${parcel.sender?.name ?? ''} ${parcel.sender?.surname ?? ''}`.trim()}
            </p>
            {parcel.sender && <RatingText rating={parcel.sender.rating} />}
          </div>
        </div>
        {parcel.detourKm > 0 && (
          <span className="result-card__detour">
            <Route size={14} aria-hidden="true" />
            {t('available.card.detour', { km: parcel.detourKm })}
          </span>
        )}
      </div>
      <RequestAction requested={requested} describedBy={id} onRequest={onRequest} />
    </article>
  );
}
