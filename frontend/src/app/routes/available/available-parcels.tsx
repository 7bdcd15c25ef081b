import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { AvailableParcelsScreen } from '@/features/available/components/available-parcels-screen';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { useDocumentTitle } from '@/lib/use-document-title';

const idParam = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** AvailableParcelsPage: parcels a driver could carry, for one of their rides (?rideId=) or by filters. */
export default function AvailableParcelsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rideId = idParam(params.get('rideId'));
  useDocumentTitle(t('available.parcels.title'));
  return (
    <AvailableParcelsScreen key={rideId ?? 'all'} rideId={rideId} CityField={CityCombobox} notice={<VerifyEmailNotice />} />
  );
}
