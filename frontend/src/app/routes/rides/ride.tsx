import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { RideRequests } from '@/features/requests/components/ride-requests';
import { rideKeys } from '@/features/rides/api/get-rides';
import { RideScreen } from '@/features/rides/components/ride-screen';
import { RouteMapLazy } from '@/features/route-map/components/route-map-lazy';
import { VehicleIcon } from '@/features/vehicles/components/vehicle-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** RideRoute: one ride (docs/product.md §3 "Ride"), with its requests for its driver. */
export default function RideRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const queryClient = useQueryClient();
  useDocumentTitle(t('rides.detail.documentTitle'));
  // An approval puts a parcel onto the ride: refetch it and its accepted parcels.
  const refetchRide = () => queryClient.invalidateQueries({ queryKey: rideKeys.detail(Number(id)) });
  return (
    <RideScreen
      key={id}
      id={Number(id)}
      VehicleIcon={VehicleIcon}
      requests={(ride) => <RideRequests rideId={ride.rideId} folded onChanged={refetchRide} />}
      RouteMap={RouteMapLazy}
    />
  );
}
