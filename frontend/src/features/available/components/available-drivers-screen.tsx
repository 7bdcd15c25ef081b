import type { QueryKey } from '@tanstack/react-query';
import { CarFront } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { personName } from '@/lib/format';
import type { AvailableRide, Parcel, VehicleType } from '@/types/api';
import type { CityFieldProps } from '@/types/city-field';
import type { NotifyMeProps } from '@/types/notify-me';

import { useAvailableRides } from '../api/get-available-rides';
import type { MyItem, MyItemsQuery } from '../api/my-items';
import { thinSearch } from '../utils/thin-search';

import { AskDialog } from './ask-dialog';
import { DriverResultCard } from './driver-result-card';
import { AvailableDriversRoute } from './drivers-route';
import { EmptyResults } from './empty-results';
import { SearchNotFound } from './not-found';
import { RequestDone } from './request-done';
import { Results } from './results';
import { SearchFilters } from './search-filters';
import { SearchHeader } from './search-header';
import { useFilters } from './use-filters';
import { useRequestTarget } from './use-request-target';

interface AvailableDriversScreenProps<K extends QueryKey> {
  parcelId?: number;
  /** parcel is my parcel of ?parcelId=; myParcels the query of all of mine, which the ask dialog chooses from. */
  parcel: MyItem<Parcel>;
  myParcels: MyItemsQuery<Parcel[], K>;
  /** onApproved refetches what an approval changes beyond the list (my parcels). */
  onApproved?: () => unknown;
  CityField: ComponentType<CityFieldProps>;
  VehicleIcon: ComponentType<{ type: VehicleType }>;
  /** NotifyMe is offered under a search by cities with few results (the alerts feature's card). */
  NotifyMe?: ComponentType<NotifyMeProps>;
  /** notice sits under the heading (the reminder to verify the e-mail). */
  notice?: ReactNode;
}

const driverName = (ride: AvailableRide) => personName(ride.driver);

/**
 * AvailableDriversScreen (PRODUCT.md §3): rides that fit my parcel (?parcelId=), or the filters' cities and
 * day, with a "Request" on each that asks the driver to carry my parcel, or "Approve" where the driver has
 * already offered. A search for my parcel leads back to it, from the header and once a request is sent.
 */
export function AvailableDriversScreen<K extends QueryKey>(props: AvailableDriversScreenProps<K>) {
  const { parcelId, parcel, myParcels, onApproved, CityField, VehicleIcon, NotifyMe, notice } = props;
  const { t } = useTranslation();
  const filters = useFilters();
  const list = useAvailableRides(parcelId ? { parcelId } : filters.filter);
  const requests = useRequestTarget((ride: AvailableRide) => ride.rideId, onApproved);

  if (parcelId && (isNotFound(list.error) || isNotFound(parcel.error))) {
    return (
      <SearchNotFound
        title={t('available.drivers.notFoundTitle')}
        text={t('available.drivers.notFoundText')}
        searchAll={{ label: t('available.drivers.searchAll'), href: paths.availableDrivers.getHref() }}
      />
    );
  }

  const back = parcelId
    ? { label: t('available.drivers.backToParcel'), href: paths.parcel.getHref(parcelId) }
    : undefined;
  const thin = parcelId ? null : thinSearch(filters.filter, list.data?.pages[0]?.total);
  return (
    <div className="stack stack--lg">
      <SearchHeader title={t('available.drivers.title')} subtitle={t('available.drivers.subtitle')} back={back} />
      {notice}
      {back && requests.done && (
        <RequestDone kind={requests.done.kind} driver={driverName(requests.done.item)} back={back} />
      )}
      {parcelId ? (
        parcel.data && <AvailableDriversRoute parcel={parcel.data} />
      ) : (
        <>
          <SearchFilters
            CityField={CityField}
            value={filters.values}
            onChange={filters.apply}
            active={filters.active}
            onClear={filters.clear}
          />
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
            back={back}
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
            state={requests.stateOf(ride)}
            approving={requests.approving(ride)}
            onRequest={() => requests.open(ride)}
            onApprove={() => requests.approve(ride)}
          />
        )}
      </Results>
      {thin && NotifyMe && <NotifyMe key={`${thin.from}-${thin.to}-${thin.date ?? ''}`} kind="rides" {...thin} />}
      {requests.target && (
        <AskDialog
          ride={requests.target}
          parcelId={parcelId}
          parcel={parcel.data}
          myParcels={myParcels}
          onClose={requests.close}
          onSent={requests.sent}
        />
      )}
    </div>
  );
}
