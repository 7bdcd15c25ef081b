import type { QueryKey } from '@tanstack/react-query';
import { CarFront } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { personName } from '@/lib/format';
import { usePriceSuggestion } from '@/lib/price-suggestion';
import type { AvailableRide, Parcel, VehicleType } from '@/types/api';
import type { CityFieldProps } from '@/types/city-field';
import type { NotifyMeProps } from '@/types/notify-me';
import type { RouteMapProps, RouteMapToggleProps } from '@/types/route-map';

import { useAvailableRides } from '../api/get-available-rides';
import type { MyItem, MyItemsQuery } from '../api/my-items';
import { mineFilter } from '../api/refine';

import { AvailableScreen } from './available-screen';
import { DriverResultCard, type RidePrice } from './driver-result-card';
import { AvailableDriversRoute } from './drivers-route';
import { AskDialog } from './lazy-dialogs';
import { RequestDone } from './request-done';
import { searchedRoute } from './searched-route';
import { useFilters } from './use-filters';

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
  /** MapToggle opens a result's route map (the route-map feature's); MapPane draws one beside the list. */
  MapToggle?: ComponentType<RouteMapToggleProps>;
  MapPane?: ComponentType<RouteMapProps>;
}

/**
 * AvailableDriversScreen (docs/product.md §3): rides that fit my parcel (?parcelId=), or the filters' cities and
 * day, with a "Request" on each that asks the driver to carry my parcel, or "Approve" where the driver has
 * already offered. A search for my parcel leads back to it, from the header and once a request is sent.
 */
export function AvailableDriversScreen<K extends QueryKey>(props: AvailableDriversScreenProps<K>) {
  const { parcelId, parcel, myParcels, onApproved, CityField, VehicleIcon, NotifyMe, notice, MapToggle, MapPane } =
    props;
  const { t } = useTranslation();
  const filters = useFilters();
  const list = useAvailableRides(parcelId ? { parcelId, ...mineFilter(filters.filter) } : filters.filter);
  const searched = searchedRoute(parcelId ? parcel.data : undefined, filters.values);
  // What a sender would pay: a pending request's price, else the suggested price of my parcel's size on its route,
  // or, searching by cities, of the smallest size ("from").
  const suggestion = usePriceSuggestion(
    parcelId ? parcel.data?.shippingAddress.placeId : filters.values.from?.placeId,
    parcelId ? parcel.data?.deliveryAddress.placeId : filters.values.to?.placeId,
    parcelId ? (parcel.data?.size ?? '') : 'S',
  );
  // A ride on the map: its line, and where it would pick the searched (or my) parcel up and drop it off, and when.
  const rideOnMap = (ride: AvailableRide): RouteMapProps => ({
    route: { from: ride.departureAddress, to: ride.arrivalAddress },
    parcels: searched.leg
      ? [
          {
            ...searched.leg,
            detourKm: ride.detourKm,
            pickupEta: ride.pickupEta ?? undefined,
            dropoffEta: ride.dropoffEta ?? undefined,
          },
        ]
      : undefined,
  });
  const priceOf = (pending: { cost: number; fromMe: boolean } | undefined): RidePrice | undefined => {
    if (pending) return { amount: pending.cost, kind: pending.fromMe ? 'asked' : 'offer' };
    if (suggestion.data) return { amount: suggestion.data.suggested, kind: parcelId ? 'suggested' : 'from' };
    return undefined;
  };
  return (
    <AvailableScreen
      mineId={parcelId}
      mine={parcel}
      instantFilter
      filters={filters}
      sortKind="rides"
      map={MapPane && { Pane: MapPane, of: rideOnMap }}
      list={list}
      idOf={(ride) => ride.rideId}
      onApproved={onApproved}
      title={t('available.drivers.title')}
      subtitle={t('available.drivers.subtitle')}
      back={parcelId ? { label: t('available.drivers.backToParcel'), href: paths.parcel.getHref(parcelId) } : undefined}
      notFound={{
        title: t('available.drivers.notFoundTitle'),
        text: t('available.drivers.notFoundText'),
        searchAll: { label: t('available.drivers.searchAll'), href: paths.availableDrivers.getHref() },
      }}
      results={{
        label: t('available.drivers.listLabel'),
        loadingLabel: t('available.drivers.loading'),
        count: (total) => t('available.drivers.count', { count: total }),
      }}
      empty={{
        icon: <CarFront size={28} aria-hidden="true" />,
        title: t('available.drivers.emptyTitle'),
        text: t('available.drivers.emptyText'),
        filteredText: t('available.drivers.emptyFilteredText'),
        create: { label: t('available.drivers.sendParcel'), href: paths.parcelCreate.getHref() },
      }}
      summary={(mine) => <AvailableDriversRoute parcel={mine} />}
      filtersSummary={(values) => <AvailableDriversRoute filters={values} />}
      done={(done, back) => <RequestDone kind={done.kind} driver={personName(done.item.driver)} back={back} />}
      card={(ride, actions) => (
        <DriverResultCard
          ride={ride}
          price={priceOf(ride.pendingRequest)}
          VehicleIcon={VehicleIcon}
          actions={actions}
          chosen={parcelId !== undefined}
          stops={searched.stops}
          // Another day of a regular trip is another search by cities; a search for my parcel keeps its dates.
          onPickDay={parcelId ? undefined : (date) => filters.apply({ ...filters.values, date })}
          map={MapToggle && ((titleId) => <MapToggle describedBy={titleId} {...rideOnMap(ride)} />)}
        />
      )}
      dialog={(ride, handlers) => (
        <AskDialog
          ride={ride}
          parcelId={parcelId}
          parcel={parcel.data}
          myParcels={myParcels}
          searched={parcelId ? undefined : filters.values}
          {...handlers}
        />
      )}
      notifyKind="rides"
      CityField={CityField}
      NotifyMe={NotifyMe}
      notice={notice}
    />
  );
}
