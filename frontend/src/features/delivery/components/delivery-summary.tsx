import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { RouteLine } from '@/components/ui/route-line';
import { cityName, formatPrice } from '@/lib/format';
import type { Delivery } from '@/types/api';

import { DriverRow } from './driver-row';

import '@/components/ui/detail-card.css';
import './delivery.css';

/** DeliverySummary is what the recipient is told about the parcel: type, size, price, route and driver. */
export function DeliverySummary({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="card detail-card" aria-labelledby={`${id}-parcel`}>
      <h2 id={`${id}-parcel`} className="overline">
        {t('delivery.parcel')}
      </h2>
      <div className="delivery-parcel">
        <span className="detail-header__icon">
          <ParcelTypeIcon type={delivery.type} size={24} />
        </span>
        <div className="delivery-parcel__text">
          <p className="delivery-parcel__type">{t(`parcels.types.${delivery.type}`)}</p>
          <p className="delivery-parcel__size">
            {t('delivery.size', { size: delivery.size })} · {t(`parcels.sizes.${delivery.size}`)}
          </p>
        </div>
        <p className="delivery-parcel__price">
          <span className="sr-only">{t('delivery.price')}: </span>
          {formatPrice(delivery.cost)}
        </p>
      </div>
      <div className="detail-card__block" role="group" aria-label={t('delivery.route')}>
        <RouteLine
          compact
          from={{ label: t('delivery.from'), place: cityName(delivery.shippingAddress) }}
          to={{ label: t('delivery.to'), place: cityName(delivery.deliveryAddress) }}
        />
      </div>
      {delivery.driver && (
        <div className="detail-card__block">
          <h2 className="overline">{t('delivery.driver')}</h2>
          <DriverRow driver={delivery.driver} />
        </div>
      )}
    </section>
  );
}
