import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { placeOfAddress } from '@/lib/address';
import { toastError } from '@/lib/errors';
import { cityName, formatDateTime, formatDay, formatPrice } from '@/lib/format';
import type { Address } from '@/types/api';

import { useListings } from '../api/get-listings';

import '@/components/ui/detail-card.css';
import './users.css';

/** searchFor is the available list a listing shows on (its cities and day), with the cities' names for its fields. */
const searchFor = (side: 'rides' | 'parcels', from: Address, to: Address, day: string) => {
  const params = { from: from.placeId, to: to.placeId, date: day.slice(0, 10) };
  return {
    to: side === 'rides' ? paths.availableDrivers.getHref(params) : paths.availableParcels.getHref(params),
    state: { places: { from: placeOfAddress(from), to: placeOfAddress(to) } },
  };
};

/**
 * UserListings is what a member still offers (their open rides and New parcels), each leading to the search it shows
 * on, where a request can be sent. Nothing open, or hidden from me (a block, a suspension): it says there is none.
 */
export function UserListings({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const listings = useListings(userId);
  const pages = listings.data?.pages ?? [];
  const rides = pages.flatMap((p) => p.rides);
  const parcels = pages.flatMap((p) => p.parcels);
  const route = (from: Address, to: Address) => `${cityName(from)} → ${cityName(to)}`;

  let body;
  if (listings.isPending) {
    body = (
      <div className="inline-loader" role="status">
        <Spinner size="sm" />
        <span>{t('users.listings.loading')}</span>
      </div>
    );
  } else if (listings.isError || (rides.length === 0 && parcels.length === 0)) {
    body = <p className="muted">{listings.isError ? t('users.listings.loadError') : t('users.listings.none')}</p>;
  } else {
    body = (
      <>
        {rides.length > 0 && (
          <>
            <h3 className="user-listings__heading">{t('users.listings.rides')}</h3>
            <ul className="user-listings">
              {rides.map((r) => (
                <li key={r.rideId} className="user-listings__item">
                  <Link className="link" {...searchFor('rides', r.departureAddress, r.arrivalAddress, r.departureDate)}>
                    {route(r.departureAddress, r.arrivalAddress)}
                  </Link>
                  <span className="muted">{formatDateTime(r.departureDate)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {parcels.length > 0 && (
          <>
            <h3 className="user-listings__heading">{t('users.listings.parcels')}</h3>
            <ul className="user-listings">
              {parcels.map((p) => (
                <li key={p.parcelId} className="user-listings__item">
                  <Link
                    className="link"
                    {...searchFor('parcels', p.shippingAddress, p.deliveryAddress, p.shippingDate)}
                  >
                    {route(p.shippingAddress, p.deliveryAddress)}
                  </Link>
                  <span className="muted">
                    {t(`parcels.types.${p.type}`)} · {formatDay(p.shippingDate)} · {formatPrice(p.cost)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        {listings.hasNextPage && (
          <Button
            variant="secondary"
            block
            loading={listings.isFetchingNextPage}
            onClick={() => void listings.fetchNextPage().then((r) => r.isError && toastError(r.error))}
          >
            {t('users.listings.more')}
          </Button>
        )}
      </>
    );
  }
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {t('users.listings.title')}
      </h2>
      {body}
    </section>
  );
}
