import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { AvailableDriversScreen } from '@/features/available/components/available-drivers-screen';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { VehicleIcon } from '@/features/vehicles/components/vehicle-card';
import { useDocumentTitle } from '@/lib/use-document-title';

const idParam = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** AvailableDriversPage: drivers who could carry a sender's parcel (?parcelId=), or found by filters. */
export default function AvailableDriversPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parcelId = idParam(params.get('parcelId'));
  useDocumentTitle(t('available.drivers.title'));
  return (
    <AvailableDriversScreen key={parcelId ?? 'all'} parcelId={parcelId} CityField={CityCombobox} VehicleIcon={VehicleIcon} notice={<VerifyEmailNotice />} />
  );
}
