import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { useBackToSearch } from '@/features/available/components/use-back-to-search';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { GeonamesCredit } from '@/features/places/components/geonames-credit';
import { RideForm } from '@/features/rides/components/ride-form';
import { useVehicles } from '@/features/vehicles/api/get-vehicles';
import { VehicleCard } from '@/features/vehicles/components/vehicle-card';
import { routeToPost } from '@/lib/intent';
import { useDocumentTitle } from '@/lib/use-document-title';

import '@/components/ui/choice-tiles.css';

/** RideCreateRoute: the form to publish a ride, choosing one of my vehicles; on success, the new ride's screen. */
export default function RideCreateRoute() {
  const { t } = useTranslation();
  const vehicles = useVehicles();
  const backToSearch = useBackToSearch();
  // Opened from a parcel's request dialog: the form starts on that parcel's cities (lib/intent.ts).
  const route = routeToPost(useLocation().state);
  useDocumentTitle(t('rides.create.title'));
  return (
    <div className="stack stack--lg">
      <div className="page-header">
        <h1 className="page-title">{t('rides.create.title')}</h1>
        <p className="muted">{t('rides.create.subtitle')}</p>
      </div>
      <VerifyEmailNotice />
      <RideForm
        CityField={CityCombobox}
        initialValues={
          route && {
            departureAddress: { place: route.from, street: '' },
            arrivalAddress: { place: route.to, street: '' },
          }
        }
        vehicles={vehicles.data}
        onRetry={vehicles.isError ? () => void vehicles.refetch() : undefined}
        renderVehicle={(vehicle, chosen) => (
          <VehicleCard
            vehicle={vehicle}
            action={chosen ? <CircleCheck size={22} aria-hidden="true" className="vehicle-option__check" /> : undefined}
          />
        )}
        addVehicleHref={paths.newVehicle.getHref(paths.rideCreate.getHref())}
        footer={<GeonamesCredit />}
        // Published for a request I was about to send: back to that search, where its dialog opens with this ride.
        onCreated={(ride) => backToSearch(paths.ride.getHref(ride.rideId))}
      />
    </div>
  );
}
