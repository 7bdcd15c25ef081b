import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { RideScreen } from '@/features/rides/components/ride-screen';
import { VehicleIcon } from '@/features/vehicles/components/vehicle-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** RideRoute: one ride (PRODUCT.md §3 "Ride"); requests and searches come with later screens. */
export default function RideRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  useDocumentTitle(t('rides.detail.documentTitle'));
  return <RideScreen key={id} id={Number(id)} VehicleIcon={VehicleIcon} />;
}
