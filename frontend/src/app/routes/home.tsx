import { useTranslation } from 'react-i18next';

import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { ActivePastList } from '@/features/home/components/active-past-list';
import { HomeActions } from '@/features/home/components/home-actions';
import { NoParcels, NoRides } from '@/features/home/components/home-empty-states';
import { HomeSwitcher } from '@/features/home/components/home-switcher';
import { ParcelList } from '@/features/parcels/components/parcel-list';
import { RideList } from '@/features/rides/components/ride-list';
import { VehicleIcon } from '@/features/vehicles/components/vehicle-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileStore } from '@/stores/profile-store';

/** HomeRoute: greeting, the verify-e-mail notice, the two actions and my parcels / rides, Active and Past. */
export default function HomeRoute() {
  const { t } = useTranslation();
  const name = useProfileStore((s) => s.name);
  useDocumentTitle('');
  return (
    <div className="stack stack--lg">
      <div>
        <h1 className="page-title">{name ? t('home.greeting', { name }) : t('home.greetingNoName')}</h1>
        <p className="muted">{t('home.subtitle')}</p>
      </div>
      <VerifyEmailNotice />
      <HomeActions />
      <HomeSwitcher
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
