import { useTranslation } from 'react-i18next';

import { RouteLine } from '@/components/ui/route-line';
import { cityName, formatDay, formatPrice } from '@/lib/format';
import type { Parcel } from '@/types/api';

import type { FilterValues } from './search-filters';

import '@/components/ui/detail-card.css';
import './available.css';

/** AvailableDriversRoute shows the route being searched: my parcel's, or the filters' cities and day. */
export function AvailableDriversRoute({ parcel, filters }: { parcel?: Parcel; filters?: FilterValues }) {
  const { t } = useTranslation();
  const any = t('available.drivers.anyCity');
  const from = parcel
    ? cityName(parcel.shippingAddress)
    : filters?.from
      ? cityName({ city: filters.from.nameEn, cityUk: filters.from.nameUk })
      : any;
  const to = parcel
    ? cityName(parcel.deliveryAddress)
    : filters?.to
      ? cityName({ city: filters.to.nameEn, cityUk: filters.to.nameUk })
      : any;
  const date = parcel?.shippingDate ?? filters?.date;
  return (
    <section className="card search-summary" aria-labelledby="search-route-title">
      <h2 id="search-route-title" className="detail-card__title">
        {parcel ? t('available.drivers.yourParcel') : t('available.drivers.route')}
      </h2>
      <RouteLine
        compact
        from={{
          label: t('available.filters.from'),
          place: from,
          when: date ? t('available.drivers.pickup', { date: formatDay(date) }) : undefined,
        }}
        to={{
          label: t('available.filters.to'),
          place: to,
          when: parcel?.deliveryDate
            ? t('available.card.deliverBy', { date: formatDay(parcel.deliveryDate) })
            : undefined,
        }}
      />
      {parcel && (
        <p className="search-summary__meta">
          {t(`parcels.types.${parcel.type}`)} · {t('available.card.size', { size: parcel.size })} ·{' '}
          {formatPrice(parcel.cost)}
        </p>
      )}
    </section>
  );
}
