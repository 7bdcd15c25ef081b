import { CarFront } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { RouteLine } from '@/components/ui/route-line';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { cityName, formatDateTime, formatDay, formatPrice } from '@/lib/format';
import type { AvailableRide, Parcel, VehicleType } from '@/types/api';
import type { CityFieldProps } from '@/types/city-field';

import { useCreateRequest } from '../api/create-request';
import { useAvailableRides } from '../api/get-available-rides';
import { useMyNewParcels, useMyParcel } from '../api/get-my-items';

import { DriverResultCard } from './driver-result-card';
import { EmptyResults } from './empty-results';
import { SearchNotFound } from './not-found';
import { RequestDialog, type RequestChoice } from './request-dialog';
import { Results } from './results';
import { SearchFilters, type FilterValues } from './search-filters';
import { useFilters } from './use-filters';
import { useRequestTarget } from './use-request-target';

/** AvailableDriversRoute shows the route being searched: my parcel's, or the filters' cities and day. */
export function AvailableDriversRoute({ parcel, filters }: { parcel?: Parcel; filters?: FilterValues }) {
  const { t } = useTranslation();
  const any = t('available.drivers.anyCity');
  const from = parcel ? cityName(parcel.shippingAddress) : filters?.from ? cityName({ city: filters.from.nameEn, cityUk: filters.from.nameUk }) : any;
  const to = parcel ? cityName(parcel.deliveryAddress) : filters?.to ? cityName({ city: filters.to.nameEn, cityUk: filters.to.nameUk }) : any;
  const date = parcel?.shippingDate ?? filters?.date;
  return (
    <section className="card search-summary" aria-labelledby="search-route-title">
      <h2 id="search-route-title" className="detail-card__title">
        {parcel ? t('available.drivers.yourParcel') : t('available.drivers.route')}
      </h2>
      <RouteLine
        compact
        from={{ label: t('available.filters.from'), place: from, when: date ? t('available.drivers.pickup', { date: formatDay(date) }) : undefined }}
        to={{
          label: t('available.filters.to'),
          place: to,
          when: parcel?.deliveryDate ? t('available.card.deliverBy', { date: formatDay(parcel.deliveryDate) }) : undefined,
        }}
      />
      {parcel && (
        <p className="search-summary__meta">
          {t(`parcels.types.${parcel.type}`)} · {t('available.card.size', { size: parcel.size })} · {formatPrice(parcel.cost)}
        </p>
      )}
    </section>
  );
}

const parcelChoice = (p: Parcel, t: ReturnType<typeof useTranslation>['t']): RequestChoice => ({
  id: p.parcelId,
  title: `${cityName(p.shippingAddress)} → ${cityName(p.deliveryAddress)}`,
  detail: `${t(`parcels.types.${p.type}`)} · ${formatDay(p.shippingDate)} · ${formatPrice(p.cost)}`,
  cost: p.cost,
});

interface AskDialogProps {
  ride: AvailableRide;
  /** parcelId is ?parcelId= (its parcel once loaded); without it the dialog asks which of my New parcels. */
  parcelId?: number;
  parcel?: Parcel;
  onSent: () => void;
  onClose: () => void;
}

function AskDialog({ ride, parcelId, parcel, onSent, onClose }: AskDialogProps) {
  const { t } = useTranslation();
  const parcels = useMyNewParcels(parcelId === undefined);
  const create = useCreateRequest();
  const driver = `${ride.driver?.name ?? ''} ${ride.driver?.surname ?? ''}`.trim();
  return (
    <RequestDialog
      title={t('available.drivers.dialog.title', { name: driver })}
      about={`${cityName(ride.departureAddress)} → ${cityName(ride.arrivalAddress)} · ${formatDateTime(ride.departureDate)}`}
      choiceLegend={t('available.drivers.dialog.parcel')}
      fixed={parcelId !== undefined}
      choices={parcelId !== undefined ? parcel && [parcelChoice(parcel, t)] : parcels.data?.map((p) => parcelChoice(p, t))}
      loadError={parcelId === undefined && parcels.isError ? <p className="muted">{t('available.common.loadError')}</p> : undefined}
      empty={
        <div className="request-empty">
          <p>{t('available.drivers.dialog.noParcels')}</p>
          <ButtonLink to={paths.parcelCreate.getHref()} block>
            {t('available.drivers.dialog.sendParcel')}
          </ButtonLink>
        </div>
      }
      onSubmit={(choice, cost) => create.mutateAsync({ kind: 'askDriver', rideId: ride.rideId, parcelId: choice, cost })}
      onSent={onSent}
      onClose={onClose}
    />
  );
}

interface AvailableDriversScreenProps {
  parcelId?: number;
  CityField: ComponentType<CityFieldProps>;
  VehicleIcon: ComponentType<{ type: VehicleType }>;
  /** notice sits under the heading (the reminder to verify the e-mail). */
  notice?: ReactNode;
}

/**
 * AvailableDriversScreen (PRODUCT.md §3): drivers whose planned rides fit my parcel (?parcelId=), or the
 * filters' cities and day, with a "Request" on each that asks the driver to carry my parcel.
 */
export function AvailableDriversScreen({ parcelId, CityField, VehicleIcon, notice }: AvailableDriversScreenProps) {
  const { t } = useTranslation();
  const filters = useFilters();
  const parcel = useMyParcel(parcelId);
  const list = useAvailableRides(parcelId ? { parcelId } : filters.filter);
  const requests = useRequestTarget((ride: AvailableRide) => ride.rideId);

  if (parcelId && (isNotFound(list.error) || isNotFound(parcel.error))) {
    return (
      <SearchNotFound
        title={t('available.drivers.notFoundTitle')}
        text={t('available.drivers.notFoundText')}
        searchAll={{ label: t('available.drivers.searchAll'), href: paths.availableDrivers.getHref() }}
      />
    );
  }

  return (
    <div className="stack stack--lg">
      <div className="page-header">
        <h1 className="page-title">{t('available.drivers.title')}</h1>
        <p className="muted">{t('available.drivers.subtitle')}</p>
      </div>
      {notice}
      {parcelId ? (
        parcel.data && <AvailableDriversRoute parcel={parcel.data} />
      ) : (
        <>
          <SearchFilters CityField={CityField} value={filters.values} onChange={filters.apply} active={filters.active} onClear={filters.clear} />
          {filters.active && <AvailableDriversRoute filters={filters.values} />}
        </>
      )}
      <Results
        query={list}
        label={t('available.drivers.listLabel')}
        loadingLabel={t('available.drivers.loading')}
        count={(total) => t('available.drivers.count', { count: total })}
        empty={
          <EmptyResults
            icon={<CarFront size={28} aria-hidden="true" />}
            title={t('available.drivers.emptyTitle')}
            text={t('available.drivers.emptyText')}
            filteredText={t('available.drivers.emptyFilteredText')}
            back={parcelId ? { label: t('available.drivers.backToParcel'), href: paths.parcel.getHref(parcelId) } : undefined}
            filters={filters}
            create={{ label: t('available.drivers.sendParcel'), href: paths.parcelCreate.getHref() }}
          />
        }
      >
        {(ride) => (
          <DriverResultCard
            key={ride.rideId}
            ride={ride}
            VehicleIcon={VehicleIcon}
            requested={requests.isRequested(ride)}
            onRequest={() => requests.open(ride)}
          />
        )}
      </Results>
      {requests.target && (
        <AskDialog ride={requests.target} parcelId={parcelId} parcel={parcel.data} onClose={requests.close} onSent={requests.sent} />
      )}
    </div>
  );
}
