import { PackageSearch } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { RouteLine } from '@/components/ui/route-line';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { cityName, formatDateTime } from '@/lib/format';
import { useProfileStore } from '@/stores/profile-store';
import type { AvailableParcel, Ride } from '@/types/api';
import type { CityFieldProps } from '@/types/city-field';

import { useCreateRequest } from '../api/create-request';
import { useAvailableParcels } from '../api/get-available-parcels';
import { useMyPlannedRides, useMyRide } from '../api/get-my-items';

import { EmptyResults } from './empty-results';
import { SearchNotFound } from './not-found';
import { ParcelResultCard } from './parcel-result-card';
import { RequestDialog } from './request-dialog';
import { Results } from './results';
import { SearchFilters } from './search-filters';
import { useFilters } from './use-filters';
import { useRequestTarget } from './use-request-target';

/** rideTitle names a ride by its cities: "Kyiv → Lviv". */
const rideTitle = (ride: Ride) => `${cityName(ride.departureAddress)} → ${cityName(ride.arrivalAddress)}`;

function RideSummary({ ride }: { ride: Ride }) {
  const { t } = useTranslation();
  return (
    <section className="card search-summary" aria-labelledby="search-summary-title">
      <h2 id="search-summary-title" className="detail-card__title">
        {t('available.parcels.yourRide')}
      </h2>
      <RouteLine
        compact
        from={{ label: t('available.filters.from'), place: cityName(ride.departureAddress), when: formatDateTime(ride.departureDate) }}
        to={{ label: t('available.filters.to'), place: cityName(ride.arrivalAddress) }}
      />
    </section>
  );
}

function OfferDialog({ parcel, rideId, onSent, onClose }: { parcel: AvailableParcel; rideId?: number; onSent: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const rides = useMyPlannedRides();
  const create = useCreateRequest();
  return (
    <RequestDialog
      title={t('available.parcels.dialog.title')}
      about={`${t(`parcels.types.${parcel.type}`)} · ${cityName(parcel.shippingAddress)} → ${cityName(parcel.deliveryAddress)}`}
      choiceLegend={t('available.parcels.dialog.ride')}
      choices={rides.data?.map((r) => ({ id: r.rideId, title: rideTitle(r), detail: formatDateTime(r.departureDate) }))}
      loadError={rides.isError ? <p className="muted">{t('available.common.loadError')}</p> : undefined}
      initialChoice={rideId}
      defaultCost={parcel.cost}
      empty={
        <div className="request-empty">
          <p>{t('available.parcels.dialog.noRides')}</p>
          <ButtonLink to={paths.rideCreate.getHref()} block>
            {t('available.parcels.dialog.publishRide')}
          </ButtonLink>
        </div>
      }
      onSubmit={(choice, cost) => create.mutateAsync({ kind: 'offerRide', parcelId: parcel.parcelId, rideId: choice, cost })}
      onSent={onSent}
      onClose={onClose}
    />
  );
}

/**
 * AvailableParcelsScreen (PRODUCT.md §3): parcels that fit one of my rides (?rideId=), or the filters'
 * cities and day, with a "Request" on each that offers one of my planned rides at a price.
 */
export function AvailableParcelsScreen({ rideId, CityField, notice }: { rideId?: number; CityField: ComponentType<CityFieldProps>; notice?: ReactNode }) {
  const { t } = useTranslation();
  const me = useProfileStore((s) => s.userId);
  const filters = useFilters();
  const ride = useMyRide(rideId);
  const list = useAvailableParcels(rideId ? { rideId } : filters.filter);
  const requests = useRequestTarget((parcel: AvailableParcel) => parcel.parcelId);

  if (rideId && (isNotFound(list.error) || isNotFound(ride.error) || (ride.data && me && ride.data.driverId !== me))) {
    return (
      <SearchNotFound
        title={t('available.parcels.notFoundTitle')}
        text={t('available.parcels.notFoundText')}
        searchAll={{ label: t('available.parcels.searchAll'), href: paths.availableParcels.getHref() }}
      />
    );
  }

  return (
    <div className="stack stack--lg">
      <div className="page-header">
        <h1 className="page-title">{t('available.parcels.title')}</h1>
        <p className="muted">{t('available.parcels.subtitle')}</p>
      </div>
      {notice}
      {rideId ? (
        ride.data && <RideSummary ride={ride.data} />
      ) : (
        <SearchFilters CityField={CityField} value={filters.values} onChange={filters.apply} active={filters.active} onClear={filters.clear} />
      )}
      <Results
        query={list}
        label={t('available.parcels.listLabel')}
        loadingLabel={t('available.parcels.loading')}
        count={(total) => t('available.parcels.count', { count: total })}
        empty={
          <EmptyResults
            icon={<PackageSearch size={28} aria-hidden="true" />}
            title={t('available.parcels.emptyTitle')}
            text={t('available.parcels.emptyText')}
            filteredText={t('available.parcels.emptyFilteredText')}
            back={rideId ? { label: t('available.parcels.backToRide'), href: paths.ride.getHref(rideId) } : undefined}
            filters={filters}
            create={{ label: t('available.parcels.publishRide'), href: paths.rideCreate.getHref() }}
          />
        }
      >
        {(parcel) => (
          <ParcelResultCard key={parcel.parcelId} parcel={parcel} requested={requests.isRequested(parcel)} onRequest={() => requests.open(parcel)} />
        )}
      </Results>
      {requests.target && <OfferDialog parcel={requests.target} rideId={rideId} onClose={requests.close} onSent={requests.sent} />}
    </div>
  );
}
