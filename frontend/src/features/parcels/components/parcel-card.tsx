import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { RouteLine } from '@/components/ui/route-line';
import { paths } from '@/config/paths';
import { cityName, formatDay, formatPrice } from '@/lib/format';
import type { Parcel } from '@/types/api';

import { ParcelStatusTag } from './parcel-status-tag';

/** ParcelCard is one of my parcels in a list: route, dates, type and size, price and state; opens the parcel. */
export function ParcelCard({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.parcel.getHref(parcel.parcelId)} className="card-item item-card">
      <div className="item-card__top">
        <ParcelStatusTag status={parcel.status} />
        <span className="item-card__price">{formatPrice(parcel.cost)}</span>
      </div>
      <RouteLine
        compact
        from={{
          label: t('parcels.fields.from'),
          place: cityName(parcel.shippingAddress),
          when: t('parcels.card.pickup', { date: formatDay(parcel.shippingDate) }),
        }}
        to={{
          label: t('parcels.fields.to'),
          place: cityName(parcel.deliveryAddress),
          when: parcel.deliveryDate ? t('parcels.card.deliverBy', { date: formatDay(parcel.deliveryDate) }) : undefined,
        }}
      />
      <div className="item-card__meta">
        <ParcelTypeIcon type={parcel.type} size={18} />
        <span>
          {t(`parcels.types.${parcel.type}`)} · {t('parcels.card.size', { size: parcel.size })}
        </span>
      </div>
    </Link>
  );
}
