import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { NotifyMe } from '@/features/alerts/components/notify-me';
import { AvailableParcelsScreen } from '@/features/available/components/available-parcels-screen';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { getRideQueryOptions } from '@/features/rides/api/get-ride';
import { getRidesQueryOptions, rideKeys } from '@/features/rides/api/get-rides';
import { RouteMapDeferred, RouteMapToggle } from '@/features/route-map/components/route-map-toggle';
import { idParam } from '@/lib/id-param';
import { lazyWithStrings } from '@/lib/lazy-with-strings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthStore } from '@/stores/auth-store';

import type { RedirectState } from '../../guards';

// The reminder to verify the e-mail is for signed-in users only: a signed-out visitor's first load goes without it.
const VerifyEmailNotice = lazyWithStrings(() =>
  import('@/features/auth/components/verify-email-notice').then((m) => ({ default: m.VerifyEmailNotice })),
);

/**
 * AvailableParcelsPage: parcels a driver could carry, for one of their rides (?rideId=) or by filters. My rides
 * come from the rides feature's queries, so the search and the ride screens share them.
 */
export default function AvailableParcelsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rideId = idParam(params.get('rideId'));
  const queryClient = useQueryClient();
  const signedIn = useAuthStore((s) => s.token !== '');
  const location = useLocation();
  const ride = useQuery({ ...getRideQueryOptions(rideId ?? 0), enabled: rideId !== undefined && signedIn });
  useDocumentTitle(t('available.parcels.title'));
  // An approval puts a parcel onto one of my rides.
  const refetchRides = () => queryClient.invalidateQueries({ queryKey: rideKeys.all });
  // A search for one of my rides is mine alone: signed out, sign in first (the search by cities is public).
  if (rideId !== undefined && !signedIn) {
    const state: RedirectState = { from: location.pathname + location.search };
    return <Navigate to={paths.signin.getHref()} replace state={state} />;
  }
  return (
    <AvailableParcelsScreen
      key={rideId ?? 'all'}
      rideId={rideId}
      ride={ride}
      myRides={getRidesQueryOptions()}
      onApproved={refetchRides}
      CityField={CityCombobox}
      NotifyMe={NotifyMe}
      notice={
        <Suspense fallback={null}>
          <VerifyEmailNotice />
        </Suspense>
      }
      MapToggle={RouteMapToggle}
      MapPane={RouteMapDeferred}
    />
  );
}
