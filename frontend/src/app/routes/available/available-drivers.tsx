import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { NotifyMe } from '@/features/alerts/components/notify-me';
import { AvailableDriversScreen } from '@/features/available/components/available-drivers-screen';
import { getParcelQueryOptions } from '@/features/parcels/api/get-parcel';
import { getParcelsQueryOptions, parcelKeys } from '@/features/parcels/api/get-parcels';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { RouteMapDeferred, RouteMapToggle } from '@/features/route-map/components/route-map-toggle';
import { VehicleIcon } from '@/features/vehicles/components/vehicle-card';
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
 * AvailableDriversPage: drivers who could carry a sender's parcel (?parcelId=), or found by filters. My parcels
 * come from the parcels feature's queries, so the search and the parcel screens share them.
 */
export default function AvailableDriversPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parcelId = idParam(params.get('parcelId'));
  const queryClient = useQueryClient();
  const signedIn = useAuthStore((s) => s.token !== '');
  const location = useLocation();
  const parcel = useQuery({ ...getParcelQueryOptions(parcelId ?? 0), enabled: parcelId !== undefined && signedIn });
  useDocumentTitle(t('available.drivers.title'));
  // An approval gives one of my parcels its driver.
  const refetchParcels = () => queryClient.invalidateQueries({ queryKey: parcelKeys.all });
  // A search for one of my parcels is mine alone: signed out, sign in first (the search by cities is public).
  if (parcelId !== undefined && !signedIn) {
    const state: RedirectState = { from: location.pathname + location.search };
    return <Navigate to={paths.signin.getHref()} replace state={state} />;
  }
  return (
    <AvailableDriversScreen
      key={parcelId ?? 'all'}
      parcelId={parcelId}
      parcel={parcel}
      myParcels={getParcelsQueryOptions()}
      onApproved={refetchParcels}
      CityField={CityCombobox}
      NotifyMe={NotifyMe}
      VehicleIcon={VehicleIcon}
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
