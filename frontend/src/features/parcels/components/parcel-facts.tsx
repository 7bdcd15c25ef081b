import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { ClampedText } from '@/components/ui/clamped-text';
import { RouteLine } from '@/components/ui/route-line';
import { cityName, formatDay, formatPrice } from '@/lib/format';
import type { Parcel, Ride } from '@/types/api';
import type { RouteMapProps } from '@/types/route-map';

import { ParcelMap } from './parcel-map';

import '@/components/ui/detail-card.css';

interface ParcelFactsProps {
  parcel: Parcel;
  /** ride is the ride carrying the parcel, whose line the map draws the parcel on. */
  ride: Pick<UseQueryResult<Ride>, 'data' | 'isPending' | 'isError'>;
  RouteMap?: ComponentType<RouteMapProps>;
}

/** ParcelFacts are a parcel's route (with its map) and what it is: size, price, the declared value and details. */
export function ParcelFacts({ parcel, ride, RouteMap }: ParcelFactsProps) {
  const { t } = useTranslation();
  return (
    <>
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
        {RouteMap && <ParcelMap parcel={parcel} ride={ride} RouteMap={RouteMap} />}
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
          {parcel.declaredValue != null && (
            <div>
              <dt>{t('parcels.detail.declaredValue')}</dt>
              <dd>{formatPrice(parcel.declaredValue)}</dd>
            </div>
          )}
        </dl>
        {parcel.details && (
          <div className="detail-card__block">
            <h2 className="detail-card__title">{t('parcels.detail.details')}</h2>
            <ClampedText
              text={parcel.details}
              moreLabel={t('parcels.detail.more')}
              lessLabel={t('parcels.detail.less')}
            />
          </div>
        )}
      </section>
    </>
  );
}
