import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DetailLayout, DetailStatus } from '@/components/ui/detail-layout';
import { EditLink } from '@/components/ui/edit-link';
import { ParcelPhotos } from '@/components/ui/parcel-photos';
import { ParcelTimeline } from '@/components/ui/parcel-timeline';
import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { PersonCard } from '@/components/ui/person-card';
import { ShareItemButton } from '@/components/ui/share-item-button';
import { ParcelStatusTag } from '@/components/ui/status-tag';
import { paths } from '@/config/paths';
import { cityName } from '@/lib/format';
import { useMediaQuery, WIDE } from '@/lib/use-media-query';
import { useProfileStore } from '@/stores/profile-store';
import type { Parcel } from '@/types/api';
import type { RouteMapProps } from '@/types/route-map';

import { CANCELLABLE_PARCEL } from '../api/cancel-parcel';
import { useParcelRide } from '../api/get-parcel-ride';

import { CancelParcelButton } from './cancel-parcel-button';
import { ConfirmationLink } from './confirmation-link';
import { ContactCard } from './contact-card';
import { DeliveryCard } from './delivery-card';
import { HandoverCard } from './handover-card';
import { ParcelFacts } from './parcel-facts';
import { ParcelNextStep } from './parcel-next-step';
import { RecipientCard, SenderCard } from './parcel-people';

import '@/components/ui/detail-card.css';

interface ParcelDetailsProps {
  parcel: Parcel;
  /** requests renders my parcel's Requests section (another feature's, composed by the route). */
  requests?: (parcel: Parcel) => ReactNode;
  /** message renders "Message" to the driver of my parcel (another feature's link, composed by the route). */
  message?: (parcel: Parcel) => ReactNode;
  /** nextStep renders what to do next in place of the plain ParcelNextStep (the route adds the requests). */
  nextStep?: (parcel: Parcel, mine: boolean, message: ReactNode) => ReactNode;
  /** RouteMap draws the route under its cities (the route-map feature's, handed over by the route). */
  RouteMap?: ComponentType<RouteMapProps>;
}

// The sender is told how to hand the parcel over until the driver has it, then how it is delivered: either card
// is the one about the driver.
const HANDOVER: readonly Parcel['status'][] = ['Accepted', 'In Transit'];

/**
 * ParcelDetails is the Parcel screen's content: what to do next (or what happened), the recipient's link
 * while In Transit, route and dates, what it is, price, the declared value (its sender and driver only), details,
 * people and contacts as docs/product.md §2 allows, requests, and "Cancel parcel" before pickup.
 */
export function ParcelDetails({ parcel, requests, message, nextStep, RouteMap }: ParcelDetailsProps) {
  const { t } = useTranslation();
  const mine = useProfileStore((s) => s.userId) === parcel.senderId;
  const driver = parcel.driver;
  const handover = mine && HANDOVER.includes(parcel.status);
  const inTransit = parcel.status === 'In Transit';
  // The ride gives the handover's fallbacks, on the way the expected arrival (its driver may read it too), and
  // the line the map draws the parcel on.
  const rideQuery = useParcelRide(parcel, handover || (inTransit && parcel.timeline.length > 0) || !!RouteMap);
  const ride = rideQuery.data;
  const messageLink = mine && parcel.rideId ? message?.(parcel) : undefined;
  const wide = useMediaQuery(WIDE);
  const status = <ParcelStatusTag status={parcel.status} />;
  // The driver (to the sender) or the sender (to the driver): beside the next step on a wide window.
  const people = (
    <>
      {/* During the handover its card is the one about the driver. */}
      {mine && driver && !handover && (
        <PersonCard title={t('parcels.people.driver')} person={driver} rating={driver.rating} />
      )}
      {mine && parcel.driverContact && !handover && (
        <ContactCard title={t('parcels.people.driverContacts')} contact={parcel.driverContact} />
      )}
    </>
  );
  const sender = (
    <>
      {!mine && parcel.sender && <SenderCard sender={parcel.sender} />}
      {!mine && parcel.senderContact && (
        <ContactCard title={t('parcels.people.senderContacts')} contact={parcel.senderContact} />
      )}
    </>
  );
  const actions = (
    <>
      {parcel.status === 'New' && (
        <ShareItemButton
          path={paths.sharedParcel.getHref(parcel.parcelId)}
          title={`${cityName(parcel.shippingAddress)} → ${cityName(parcel.deliveryAddress)}`}
        />
      )}
      {mine && parcel.status === 'New' && (
        <EditLink to={paths.parcelEdit.getHref(parcel.parcelId)} label={t('parcels.edit.action')} />
      )}
      {mine && CANCELLABLE_PARCEL.includes(parcel.status) && <CancelParcelButton parcelId={parcel.parcelId} />}
    </>
  );
  return (
    <DetailLayout
      head={
        <header className="detail-header">
          <span className="detail-header__icon">
            <ParcelTypeIcon type={parcel.type} size={26} />
          </span>
          <div className="detail-header__text">
            <p className="overline">{t('parcels.detail.overline')}</p>
            <h1 className="page-title">{t(`parcels.types.${parcel.type}`)}</h1>
          </div>
          {!wide && status}
        </header>
      }
      side={
        <>
          {wide && <DetailStatus label={t('common.statusLabel')}>{status}</DetailStatus>}
          {nextStep ? (
            nextStep(parcel, mine, messageLink)
          ) : (
            <ParcelNextStep parcel={parcel} mine={mine} message={messageLink} />
          )}
          {mine && inTransit && parcel.confirmationLink && (
            <ConfirmationLink link={parcel.confirmationLink} pin={parcel.handoverPin} />
          )}
          {handover &&
            (inTransit ? (
              <DeliveryCard parcel={parcel} ride={ride} message={messageLink} />
            ) : (
              <HandoverCard parcel={parcel} ride={ride} message={messageLink} />
            ))}
          {wide && people}
          {wide && sender}
          {wide && actions}
        </>
      }
      main={
        <>
          <ParcelFacts parcel={parcel} ride={rideQuery} RouteMap={RouteMap} />
          <ParcelTimeline steps={parcel.timeline} expectedArrival={inTransit ? ride?.arrivalDate : undefined} />
          <ParcelPhotos photos={parcel.photos} />
          {!wide && people}
          <RecipientCard recipient={parcel.recipient} />
          {!wide && sender}
          {mine && requests?.(parcel)}
          {!wide && actions}
        </>
      }
    />
  );
}
