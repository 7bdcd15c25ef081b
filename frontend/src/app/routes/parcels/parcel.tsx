import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { parcelKeys } from '@/features/parcels/api/get-parcels';
import { ParcelScreen } from '@/features/parcels/components/parcel-screen';
import { ParcelMessageLink } from '@/features/requests/components/parcel-message-link';
import { ParcelRequests } from '@/features/requests/components/parcel-requests';
import { useDocumentTitle } from '@/lib/use-document-title';

/** ParcelRoute: one parcel (PRODUCT.md §3 "Parcel"), with its requests for its sender. */
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
      requests={(parcel) => (
        <ParcelRequests parcelId={parcel.parcelId} open={parcel.status === 'New'} onChanged={refetchParcel} />
      )}
      message={(parcel) => parcel.rideId && <ParcelMessageLink parcelId={parcel.parcelId} rideId={parcel.rideId} />}
    />
  );
}
