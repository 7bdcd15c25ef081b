import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { parcelKeys } from '@/features/parcels/api/get-parcels';
import { ParcelNextStep } from '@/features/parcels/components/parcel-next-step';
import { ParcelScreen } from '@/features/parcels/components/parcel-screen';
import { PARCEL_REQUESTS_ID } from '@/features/parcels/utils/parcel-state';
import { useParcelRequests } from '@/features/requests/api/get-parcel-requests';
import { ParcelMessageLink } from '@/features/requests/components/parcel-message-link';
import { ParcelRequests } from '@/features/requests/components/parcel-requests';
import { RouteMapLazy } from '@/features/route-map/components/route-map-lazy';
import { ReportDeliveryButton } from '@/features/users/components/report-delivery-button';
import { cityName, personName } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Parcel } from '@/types/api';

/**
 * NewParcelNextStep is my New parcel's next step told from its requests: whose offer to answer, or which
 * driver I wait for, rather than "Find a driver" while a request is pending.
 */
function NewParcelNextStep({ parcel }: { parcel: Parcel }) {
  const requests = useParcelRequests(parcel.parcelId);
  // Wait for the requests rather than say "Find a driver" for a moment.
  if (requests.isPending && parcel.hasRequests) return null;
  const pending =
    requests.data &&
    [...requests.data.fromDrivers, ...requests.data.myRequests]
      .filter((r) => r.status === 'pending')
      .map((r) => ({ name: personName(r.counterpart), offered: !r.fromMe }));
  return <ParcelNextStep parcel={parcel} mine pending={pending} />;
}

/**
 * reportDelivery is "Report a problem with this delivery" about the driver of my failed parcel's ride, its details
 * naming the parcel; nothing for a parcel in any other state.
 */
function reportDelivery(parcel: Parcel, t: TFunction): ReactNode {
  const driver = parcel.driver ?? parcel.driverContact;
  if (parcel.status !== 'Failed' || !parcel.rideId || !driver) return undefined;
  // "Books #42, Nizhyn → Konotop: The delivery failed", of the screen's own words.
  const route = t('rides.detail.title', {
    from: cityName(parcel.shippingAddress),
    to: cityName(parcel.deliveryAddress),
  });
  const details = `${t(`parcels.types.${parcel.type}`)} #${parcel.parcelId}, ${route}: ${t('parcels.next.failedTitle')}`;
  return <ReportDeliveryButton rideId={parcel.rideId} driver={personName(driver)} details={details} />;
}

/** ParcelRoute: one parcel (docs/product.md §3 "Parcel"), with its requests for its sender. */
export default function ParcelRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const queryClient = useQueryClient();
  useDocumentTitle(t('parcels.detail.documentTitle'));
  // An answered request changes the parcel (Accepted, its driver and their contacts): refetch it.
  const refetchParcel = () => queryClient.invalidateQueries({ queryKey: parcelKeys.detail(Number(id)) });
  // A new key per id starts the screen afresh (the More/Less toggle, an open dialog).
  return (
    <ParcelScreen
      key={id}
      id={Number(id)}
      nextStep={(parcel, mine, message) =>
        mine && parcel.status === 'New' ? (
          <NewParcelNextStep parcel={parcel} />
        ) : (
          <ParcelNextStep
            parcel={parcel}
            mine={mine}
            message={message}
            report={mine ? reportDelivery(parcel, t) : undefined}
          />
        )
      }
      requests={(parcel) => (
        <ParcelRequests
          parcelId={parcel.parcelId}
          sectionId={PARCEL_REQUESTS_ID}
          open={parcel.status === 'New'}
          onChanged={refetchParcel}
        />
      )}
      message={(parcel) => parcel.rideId && <ParcelMessageLink parcelId={parcel.parcelId} rideId={parcel.rideId} />}
      RouteMap={RouteMapLazy}
    />
  );
}
