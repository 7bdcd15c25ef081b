import type { QueryKey } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { RouteLine } from '@/components/ui/route-line';
import { paths } from '@/config/paths';
import { cityName, formatDateTime } from '@/lib/format';
import { useProfileStore } from '@/stores/profile-store';
import type { AvailableParcel, Ride } from '@/types/api';
import type { CityFieldProps } from '@/types/city-field';
import type { NotifyMeProps } from '@/types/notify-me';
import type { RouteMapProps, RouteMapToggleProps } from '@/types/route-map';

import { useAvailableParcels } from '../api/get-available-parcels';
import type { MyItem, MyItemsQuery } from '../api/my-items';
import { mineFilter } from '../api/refine';

import { AvailableScreen } from './available-screen';
import { OfferDialog } from './lazy-dialogs';
import { ParcelResultCard } from './parcel-result-card';
import { useFilters } from './use-filters';

import '@/components/ui/detail-card.css';
import './available.css';

function RideSummary({ ride }: { ride: Ride }) {
  const { t } = useTranslation();
  return (
    <section className="card search-summary" aria-labelledby="search-summary-title">
      <h2 id="search-summary-title" className="detail-card__title">
        {t('available.parcels.yourRide')}
      </h2>
      <RouteLine
        compact
        from={{
          label: t('available.filters.from'),
          place: cityName(ride.departureAddress),
          when: formatDateTime(ride.departureDate),
        }}
        to={{ label: t('available.filters.to'), place: cityName(ride.arrivalAddress) }}
      />
    </section>
  );
}

interface AvailableParcelsScreenProps<K extends QueryKey> {
  rideId?: number;
  /** ride is my ride of ?rideId=; myRides the query of all of mine, which the offer dialog chooses from. */
  ride: MyItem<Ride>;
  myRides: MyItemsQuery<Ride[], K>;
  /** onApproved refetches what an approval changes beyond the list (my rides). */
  onApproved?: () => unknown;
  CityField: ComponentType<CityFieldProps>;
  /** NotifyMe is offered under a search by cities with few results (the alerts feature's card). */
  NotifyMe?: ComponentType<NotifyMeProps>;
  notice?: ReactNode;
  /** MapToggle opens a result's route map (the route-map feature's); MapPane draws one beside the list. */
  MapToggle?: ComponentType<RouteMapToggleProps>;
  MapPane?: ComponentType<RouteMapProps>;
}

/**
 * AvailableParcelsScreen (docs/product.md §3): parcels that fit one of my rides (?rideId=), or the filters' cities and
 * day, with a "Request" on each that offers one of my rides at a price, or "Approve" where the sender has already
 * asked that ride.
 */
export function AvailableParcelsScreen<K extends QueryKey>({
  rideId,
  ride,
  myRides,
  onApproved,
  CityField,
  NotifyMe,
  notice,
  MapToggle,
  MapPane,
}: AvailableParcelsScreenProps<K>) {
  const { t } = useTranslation();
  const me = useProfileStore((s) => s.userId);
  const filters = useFilters();
  const list = useAvailableParcels(rideId ? { rideId, ...mineFilter(filters.filter) } : filters.filter);
  return (
    <AvailableScreen
      mineId={rideId}
      mine={ride}
      notMine={Boolean(ride.data && me && ride.data.driverId !== me)}
      filters={filters}
      sortKind="parcels"
      map={MapPane && { Pane: MapPane, of: (parcel) => parcelOnMap(parcel, rideId ? ride.data : undefined) }}
      list={list}
      idOf={(parcel) => parcel.parcelId}
      onApproved={onApproved}
      title={t('available.parcels.title')}
      subtitle={t('available.parcels.subtitle')}
      back={rideId ? { label: t('available.parcels.backToRide'), href: paths.ride.getHref(rideId) } : undefined}
      notFound={{
        title: t('available.parcels.notFoundTitle'),
        text: t('available.parcels.notFoundText'),
        searchAll: { label: t('available.parcels.searchAll'), href: paths.availableParcels.getHref() },
      }}
      results={{
        label: t('available.parcels.listLabel'),
        loadingLabel: t('available.parcels.loading'),
        count: (total) => t('available.parcels.count', { count: total }),
      }}
      empty={{
        icon: <PackageSearch size={28} aria-hidden="true" />,
        title: t('available.parcels.emptyTitle'),
        text: t('available.parcels.emptyText'),
        filteredText: t('available.parcels.emptyFilteredText'),
        create: { label: t('available.parcels.publishRide'), href: paths.rideCreate.getHref() },
      }}
      summary={(mine) => <RideSummary ride={mine} />}
      card={(parcel, actions) => (
        <ParcelResultCard
          parcel={parcel}
          actions={actions}
          chosen={rideId !== undefined}
          map={
            MapToggle &&
            ((titleId) => <MapToggle describedBy={titleId} {...parcelOnMap(parcel, rideId ? ride.data : undefined)} />)
          }
        />
      )}
      dialog={(parcel, handlers) => (
        <OfferDialog
          parcel={parcel}
          rideId={rideId}
          ride={ride.data}
          myRides={myRides}
          searched={rideId ? undefined : filters.values}
          {...handlers}
        />
      )}
      notifyKind="parcels"
      CityField={CityField}
      NotifyMe={NotifyMe}
      notice={notice}
    />
  );
}

/** parcelOnMap is a parcel's route on the map: on my ride's line when the search is for my ride, else its own. */
function parcelOnMap(parcel: AvailableParcel, ride?: Ride): RouteMapProps {
  const own = { from: parcel.shippingAddress, to: parcel.deliveryAddress };
  if (!ride) return { route: own };
  return {
    route: { from: ride.departureAddress, to: ride.arrivalAddress },
    parcels: [{ ...own, detourKm: parcel.detourKm }],
  };
}
