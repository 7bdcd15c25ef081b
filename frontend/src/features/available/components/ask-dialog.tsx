import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cityName, formatDateTime, formatDay, formatPrice, personName } from '@/lib/format';
import { postRouteFor, type RouteToPost, type Searched } from '@/lib/intent';
import type { AvailableRide, Parcel } from '@/types/api';

import { useCreateRequest } from '../api/create-request';
import type { MyItemsQuery } from '../api/my-items';

import { RequestDialog, type RequestChoice } from './request-dialog';

import './available.css';

interface AskDialogProps<K extends QueryKey> {
  ride: AvailableRide;
  /** parcelId is ?parcelId= (its parcel once loaded); without it the dialog asks which of my New parcels. */
  parcelId?: number;
  parcel?: Parcel;
  /** myParcels is the parcels feature's query of my parcels: read only when there is a choice to make. */
  myParcels: MyItemsQuery<Parcel[], K>;
  /** searched is what the search asked for: a parcel or ride posted from the dialog starts on it. */
  searched?: Searched;
  onSent: () => void;
  onClose: () => void;
  /** onPost: I leave to post a parcel for this ride; the search brings me back to it. */
  onPost: () => void;
}

/**
 * AskDialog asks a driver to carry my parcel at a price: the parcel of the search, or, without one, a choice
 * among my New parcels that fit the ride (fittingParcelIds). None fits: it says so and links to sending one.
 */
export function AskDialog<K extends QueryKey>({
  ride,
  parcelId,
  parcel,
  myParcels,
  searched,
  onSent,
  onClose,
  onPost,
}: AskDialogProps<K>) {
  const { t } = useTranslation();
  const parcels = useQuery({ ...myParcels, enabled: parcelId === undefined });
  const create = useCreateRequest();
  const driver = personName(ride.driver);
  const parcelChoice = (p: Parcel): RequestChoice => ({
    id: p.parcelId,
    title: `${cityName(p.shippingAddress)} → ${cityName(p.deliveryAddress)}`,
    detail: `${t(`parcels.types.${p.type}`)} · ${formatDay(p.shippingDate)} · ${formatPrice(p.cost)}`,
    cost: p.cost,
  });
  const open = parcels.data?.filter((p) => p.status === 'New');
  // No fittingParcelIds (the server leaves an empty list out): none of my parcels fits.
  const fitting = open?.filter((p) => (ride.fittingParcelIds ?? []).includes(p.parcelId));
  const noneFits = open !== undefined && open.length > 0;
  return (
    <RequestDialog
      title={t('available.drivers.dialog.title', { name: driver })}
      about={
        <>
          <p>{`${cityName(ride.departureAddress)} → ${cityName(ride.arrivalAddress)} · ${formatDateTime(ride.departureDate)}`}</p>
          {ride.instant && <p className="request-instant">{t('available.drivers.dialog.instant')}</p>}
        </>
      }
      choiceLegend={t('available.drivers.dialog.parcel')}
      fixed={parcelId !== undefined}
      choices={parcelId !== undefined ? parcel && [parcelChoice(parcel)] : fitting?.map(parcelChoice)}
      loadError={
        parcelId === undefined && parcels.isError ? (
          <p className="muted">{t('available.common.loadError')}</p>
        ) : undefined
      }
      empty={
        <div className="request-empty">
          <p>{noneFits ? t('available.drivers.dialog.noneFits') : t('available.drivers.dialog.noParcels')}</p>
          <ButtonLink
            to={paths.parcelCreate.getHref()}
            state={
              {
                postRoute: postRouteFor(searched, {
                  from: ride.departureAddress,
                  to: ride.arrivalAddress,
                  day: ride.departureDate,
                }),
              } satisfies RouteToPost
            }
            onClick={onPost}
            block
          >
            {t('available.drivers.dialog.sendParcel')}
          </ButtonLink>
        </div>
      }
      next={t('available.drivers.dialog.next', { name: driver })}
      bookedNext={t('available.drivers.dialog.bookedNext', { name: driver })}
      onSubmit={(choice, cost, message) =>
        create.mutateAsync({ kind: 'askDriver', rideId: ride.rideId, parcelId: choice, cost, message })
      }
      onSent={onSent}
      onClose={onClose}
    />
  );
}
