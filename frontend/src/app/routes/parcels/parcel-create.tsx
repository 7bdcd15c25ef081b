import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { ParcelForm } from '@/features/parcels/components/parcel-form';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { GeonamesCredit } from '@/features/places/components/geonames-credit';
import { useDocumentTitle } from '@/lib/use-document-title';

/** ParcelCreateRoute: the form to send a parcel; on success, the new parcel's screen. */
export default function ParcelCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('parcels.create.title'));
  return (
    <div className="stack stack--lg">
      <div className="page-header">
        <h1 className="page-title">{t('parcels.create.title')}</h1>
        <p className="muted">{t('parcels.create.subtitle')}</p>
      </div>
      <VerifyEmailNotice />
      <ParcelForm
        CityField={CityCombobox}
        unverifiedNotice={<VerifyEmailNotice />}
        footer={<GeonamesCredit />}
        onCreated={(parcel) => navigate(paths.parcel.getHref(parcel.parcelId))}
      />
    </div>
  );
}
