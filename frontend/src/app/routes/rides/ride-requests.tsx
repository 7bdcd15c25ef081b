import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { paths } from '@/config/paths';
import { RideRequests } from '@/features/requests/components/ride-requests';
import { useRide } from '@/features/rides/api/get-ride';
import { rideKeys } from '@/features/rides/api/get-rides';
import { cityName } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

/** RideRequestsRoute: every request of my ride (docs/product.md §3 "RideParcelRequests"), same switcher and actions. */
export default function RideRequestsRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const rideId = Number(id);
  const queryClient = useQueryClient();
  const ride = useRide(rideId);
  useDocumentTitle(t('requests.page.documentTitle'));
  const refetchRide = () => queryClient.invalidateQueries({ queryKey: rideKeys.detail(rideId) });
  return (
    <div className="stack stack--lg">
      <header className="page-header">
        <Link className="link link--with-icon" to={paths.ride.getHref(rideId)}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('requests.page.back')}
        </Link>
        <h1 className="page-title">{t('requests.page.title')}</h1>
        {ride.data && (
          <p className="muted">
            {t('rides.detail.title', {
              from: cityName(ride.data.departureAddress),
              to: cityName(ride.data.arrivalAddress),
            })}
          </p>
        )}
      </header>
      <RideRequests key={id} rideId={rideId} onChanged={refetchRide} />
    </div>
  );
}
