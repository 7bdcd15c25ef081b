import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CalendarLink } from '@/components/ui/calendar-link';
import { DetailLayout, DetailStatus } from '@/components/ui/detail-layout';
import { EditLink } from '@/components/ui/edit-link';
import { InstantMark } from '@/components/ui/instant-mark';
import { PersonCard } from '@/components/ui/person-card';
import { RouteLine } from '@/components/ui/route-line';
import { ShareItemButton } from '@/components/ui/share-item-button';
import { RideStatusTag } from '@/components/ui/status-tag';
import { paths } from '@/config/paths';
import { cityName, formatDateTime } from '@/lib/format';
import { useMediaQuery, WIDE } from '@/lib/use-media-query';
import { useProfileStore } from '@/stores/profile-store';
import type { Ride, VehicleType } from '@/types/api';
import type { RouteMapProps } from '@/types/route-map';

import { useRideAccepted } from '../api/get-ride-accepted';
import { RIDE_SECTIONS } from '../utils/ride-state';

import { AcceptedParcels } from './accepted-parcels';
import { CancelRideButton } from './cancel-ride-button';
import { InstantToggle } from './instant-toggle';
import { RideFacts } from './ride-facts';
import { RideNextStep } from './ride-next-step';
import { SeriesMark } from './series-mark';

import '@/components/ui/detail-card.css';

interface RideDetailsProps {
  ride: Ride;
  VehicleIcon: ComponentType<{ type: VehicleType }>;
  /** requests renders my ride's requests switcher (another feature's, composed by the route). */
  requests?: (ride: Ride) => ReactNode;
  /** RouteMap draws the route under its cities (the route-map feature's, handed over by the route). */
  RouteMap?: ComponentType<RouteMapProps>;
}

/**
 * RideDetails is the Ride screen's content: what to do next (or how it ended), route and times, vehicle,
 * capacity, total, accepted parcels, requests, and "Cancel ride" before any pickup.
 */
export function RideDetails({ ride, VehicleIcon, requests, RouteMap }: RideDetailsProps) {
  const { t } = useTranslation();
  const mine = useProfileStore((s) => s.userId) === ride.driverId;
  const accepted = useRideAccepted(ride.rideId, mine);
  const wide = useMediaQuery(WIDE);
  const from = cityName(ride.departureAddress);
  const to = cityName(ride.arrivalAddress);
  const open = ride.status === 'Planned' || ride.status === 'In Progress';

  const status = <RideStatusTag status={ride.status} />;
  const route = (
    <section className="card detail-card" aria-label={t('rides.detail.route')}>
      <RouteLine
        from={{
          label: t('rides.fields.from'),
          place: from,
          street: ride.departureAddress.street,
          when: t('rides.detail.departure', { date: formatDateTime(ride.departureDate) }),
        }}
        to={{
          label: t('rides.fields.to'),
          place: to,
          street: ride.arrivalAddress.street,
          when: ride.arrivalDate
            ? t('rides.detail.arrival', { date: formatDateTime(ride.arrivalDate) })
            : t('rides.detail.noArrival'),
        }}
      />
      {ride.series && ride.status !== 'Cancelled' && <SeriesMark series={ride.series} />}
      {ride.instant && open && <InstantMark />}
      {RouteMap && (
        <RouteMap
          route={{ from: ride.departureAddress, to: ride.arrivalAddress }}
          // My accepted parcels' pickups and drop-offs, once they are read (others see the line only).
          parcels={(ride.acceptedParcelList ?? []).map((p) => ({
            from: p.shippingAddress,
            to: p.deliveryAddress,
            pickupEta: p.pickupEta ?? undefined,
            dropoffEta: p.dropoffEta ?? undefined,
          }))}
          loading={mine && accepted.isPending}
        />
      )}
    </section>
  );
  const facts = <RideFacts ride={ride} VehicleIcon={VehicleIcon} strip={wide} />;
  const tools = (
    <>
      {open && (
        <ShareItemButton path={paths.sharedRide.getHref(ride.rideId)} title={t('rides.detail.title', { from, to })} />
      )}
      {mine && open && (
        <CalendarLink href={`/api/rides/${ride.rideId}/calendar.ics`} file={`ridepost-ride-${ride.rideId}.ics`} />
      )}
      {mine && open && <InstantToggle ride={ride} />}
    </>
  );
  const parcels = mine && (
    <AcceptedParcels
      id={RIDE_SECTIONS.accepted}
      parcels={ride.acceptedParcelList ?? []}
      loading={accepted.isPending}
      canAct={ride.status !== 'Cancelled'}
      arrival={ride.arrivalDate}
    />
  );
  // A cancelled or expired ride takes no requests: no empty lists to show.
  const asks = mine && requests && ride.status !== 'Cancelled' && ride.status !== 'Expired' && (
    <section id={RIDE_SECTIONS.requests} tabIndex={-1} className="stack" aria-label={t('rides.requestsTitle')}>
      <h2 className="section-title">{t('rides.requestsTitle')}</h2>
      {requests(ride)}
    </section>
  );
  const driver = !mine && ride.driver && (
    <PersonCard title={t('rides.detail.driver')} person={ride.driver} rating={ride.driver.rating} />
  );
  const changes = (
    <>
      {mine && ride.status === 'Planned' && (
        <EditLink to={paths.rideEdit.getHref(ride.rideId)} label={t('rides.edit.action')} />
      )}
      {mine && ride.status === 'Planned' && (
        <CancelRideButton rideId={ride.rideId} inSeries={ride.seriesId != null} seriesPlan={ride.series?.cancel} />
      )}
    </>
  );

  return (
    <DetailLayout
      head={
        <header className="detail-header">
          <span className="detail-header__icon">
            <VehicleIcon type={ride.vehicle.vehicleType} />
          </span>
          <div className="detail-header__text">
            <p className="overline">{t('rides.detail.overline')}</p>
            <h1 className="page-title break">{t('rides.detail.title', { from, to })}</h1>
          </div>
          {!wide && status}
        </header>
      }
      side={
        <>
          {wide && <DetailStatus label={t('common.statusLabel')}>{status}</DetailStatus>}
          <RideNextStep ride={ride} mine={mine} acceptedReady={accepted.isSuccess} />
          {wide && driver}
          {wide && tools}
          {wide && changes}
        </>
      }
      main={
        wide ? (
          // A laptop: the ride in one strip, then what to answer and carry, then its route on the map.
          <>
            {facts}
            {asks}
            {parcels}
            {route}
          </>
        ) : (
          <>
            {route}
            {facts}
            {tools}
            {parcels}
            {asks}
            {driver}
            {changes}
          </>
        )
      }
    />
  );
}
