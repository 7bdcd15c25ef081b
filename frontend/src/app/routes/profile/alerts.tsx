import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { AlertForm } from '@/features/alerts/components/alert-form';
import { AlertList } from '@/features/alerts/components/alert-list';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { GeonamesCredit } from '@/features/places/components/geonames-credit';
import { BackLink } from '@/features/profile/components/back-link';
import { useDocumentTitle } from '@/lib/use-document-title';

import '@/components/ui/screen.css';

/** MyAlertsRoute: my saved routes, to delete one or add another (docs/product.md §3 "MyAlerts"). */
export default function MyAlertsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('alerts.documentTitle'));
  return (
    <>
      <div className="stack stack--lg">
        <header className="page-header">
          <h1 className="page-title">{t('alerts.title')}</h1>
          <p className="muted">{t('alerts.subtitle')}</p>
        </header>
        <AlertList />
        <AlertForm CityField={CityCombobox} footer={<GeonamesCredit />} />
      </div>
      <div className="screen__footer">
        <BackLink to={paths.profile.getHref()}>{t('profile.back')}</BackLink>
      </div>
    </>
  );
}
