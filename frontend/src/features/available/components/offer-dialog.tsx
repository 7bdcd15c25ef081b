import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cityName, formatDateTime, personName } from '@/lib/format';
import { postRouteFor, type RouteToPost, type Searched } from '@/lib/intent';
import type { AvailableParcel, Ride } from '@/types/api';

import { useCreateRequest } from '../api/create-request';
import type { MyItemsQuery } from '../api/my-items';

import { RequestDialog, type RequestChoice } from './request-dialog';

import './available.css';

// rideTitle names a ride by its cities: "Kyiv → Lviv".
const rideTitle = (ride: Ride) => `${cityName(ride.departureAddress)} → ${cityName(ride.arrivalAddress)}`;

const rideChoice = (ride: Ride): RequestChoice => ({
  id: ride.rideId,
  title: rideTitle(ride),
  detail: formatDateTime(ride.departureDate),
});

// A ride still takes requests while Planned or In Progress (with room and before departure: the server checks).
const isOpen = (ride: Ride) => ride.status === 'Planned' || ride.status === 'In Progress';

interface OfferDialogProps<K extends QueryKey> {
  parcel: AvailableParcel;
  /** rideId is ?rideId=: the search is for that ride of mine (its ride once loaded), the only one offered. */
  rideId?: number;
  ride?: Ride;
  /** myRides is the rides feature's query of my rides: read only when there is a choice to make. */
  myRides: MyItemsQuery<Ride[], K>;
  /** searched is what the search asked for: a parcel or ride posted from the dialog starts on it. */
  searched?: Searched;
  onSent: () => void;
  onClose: () => void;
  /** onPost: I leave to publish a ride for this parcel; the search brings me back to it. */
  onPost: () => void;
}

/**
 * OfferDialog offers one of my rides to carry someone's parcel at a price: the ride of the search, or, without
 * one, a choice among my rides that fit the parcel (fittingRideIds). None fits: it says so and links to posting
 * a ride.
 */
export function OfferDialog<K extends QueryKey>({
  parcel,
  rideId,
  ride,
  myRides,
  searched,
  onSent,
  onClose,
  onPost,
}: OfferDialogProps<K>) {
  const { t } = useTranslation();
  const rides = useQuery({ ...myRides, enabled: rideId === undefined });
  const create = useCreateRequest();
  const open = rides.data?.filter(isOpen);
  // No fittingRideIds (the server leaves an empty list out): none of my rides fits.
  const fitting = open?.filter((r) => (parcel.fittingRideIds ?? []).includes(r.rideId));
  const choices = rideId !== undefined ? ride && [rideChoice(ride)] : fitting?.map(rideChoice);
  const noneFits = open !== undefined && open.length > 0;
  return (
    <RequestDialog
      title={t('available.parcels.dialog.title')}
      about={`${t(`parcels.types.${parcel.type}`)} · ${cityName(parcel.shippingAddress)} → ${cityName(parcel.deliveryAddress)}`}
      choiceLegend={t('available.parcels.dialog.ride')}
      choices={choices}
      fixed={rideId !== undefined}
      loadError={
        rideId === undefined && rides.isError ? <p className="muted">{t('available.common.loadError')}</p> : undefined
      }
      defaultCost={parcel.cost}
      empty={
        <div className="request-empty">
          <p>{noneFits ? t('available.parcels.dialog.noneFits') : t('available.parcels.dialog.noRides')}</p>
          <ButtonLink
            to={paths.rideCreate.getHref()}
            state={
              {
                postRoute: postRouteFor(searched, {
                  from: parcel.shippingAddress,
                  to: parcel.deliveryAddress,
                  day: parcel.shippingDate,
                }),
              } satisfies RouteToPost
            }
            onClick={onPost}
            block
          >
            {t('available.parcels.dialog.publishRide')}
          </ButtonLink>
        </div>
      }
      next={t('available.parcels.dialog.next', { name: personName(parcel.sender) })}
      onSubmit={(choice, cost, message) =>
        create.mutateAsync({ kind: 'offerRide', parcelId: parcel.parcelId, rideId: choice, cost, message })
      }
      onSent={onSent}
      onClose={onClose}
    />
  );
}
