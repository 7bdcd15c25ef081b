import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { PublicSearch } from '@/features/available/components/public-search';
import { ActivePastList } from '@/features/home/components/active-past-list';
import { HomeActions } from '@/features/home/components/home-actions';
import { NoParcels, NoRides } from '@/features/home/components/home-empty-states';
import { HomeSwitcher } from '@/features/home/components/home-switcher';
import { waitingCount } from '@/features/home/utils/waiting';
import { useParcels } from '@/features/parcels/api/get-parcels';
import { ParcelList } from '@/features/parcels/components/parcel-list';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { useRides } from '@/features/rides/api/get-rides';
import { RideList } from '@/features/rides/components/ride-list';
import { VehicleIcon } from '@/features/vehicles/components/vehicle-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileStore } from '@/stores/profile-store';

/** SEARCH_ID is the search form's id: the header's Search leads to `/#search`. */
const SEARCH_ID = 'search';

/**
 * HomeRoute: greeting, the verify-e-mail notice, the two actions, the search of the available lists (as the public
 * home has it) and my parcels / rides, Active and Past.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  const name = useProfileStore((s) => s.name);
  const location = useLocation();
  useDocumentTitle('');
  // Both lists, for the tabs' counts (two requests, whichever tab shows): a failed one counts nothing.
  const parcels = useParcels();
  const rides = useRides();
  const waiting =
    parcels.isPending || rides.isPending
      ? undefined
      : { parcels: waitingCount(parcels.data), rides: waitingCount(rides.data) };
  // Opened by the header's Search: the search comes into view with the focus on its first field.
  useEffect(() => {
    if (location.hash !== `#${SEARCH_ID}`) return;
    const form = document.getElementById(SEARCH_ID);
    form?.scrollIntoView({ block: 'start' });
    form?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [location.hash, location.key]);
  return (
    <div className="stack stack--lg">
      <div>
        <h1 className="page-title">{name ? t('home.greeting', { name }) : t('home.greetingNoName')}</h1>
        <p className="muted">{t('home.subtitle')}</p>
      </div>
      <VerifyEmailNotice />
      <HomeActions />
      <PublicSearch CityField={CityCombobox} id={SEARCH_ID} />
      <HomeSwitcher
        waiting={waiting}
        parcels={
          <ParcelList
            empty={<NoParcels />}
            layout={(entries) => <ActivePastList entries={entries} noActive={t('home.noActiveParcels')} />}
          />
        }
        rides={
          <RideList
            empty={<NoRides />}
            VehicleIcon={VehicleIcon}
            layout={(entries) => <ActivePastList entries={entries} noActive={t('home.noActiveRides')} />}
          />
        }
      />
    </div>
  );
}
