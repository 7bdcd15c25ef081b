import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { BackLink } from '@/features/profile/components/back-link';
import { VehicleList } from '@/features/vehicles/components/vehicle-list';
import { useDocumentTitle } from '@/lib/use-document-title';

import '@/components/ui/screen.css';

/** MyVehiclesRoute lists my vehicles, to delete one or add another. */
export default function MyVehiclesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('vehicles.list.title'));
  return (
    <>
      <div className="stack stack--lg">
        <header className="page-header">
          <h1 className="page-title">{t('vehicles.list.title')}</h1>
          <p className="muted">{t('vehicles.list.subtitle')}</p>
        </header>
        <VehicleList />
      </div>
      <div className="screen__footer">
        <BackLink to={paths.profile.getHref()}>{t('profile.back')}</BackLink>
      </div>
    </>
  );
}
