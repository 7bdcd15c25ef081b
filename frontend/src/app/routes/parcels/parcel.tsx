import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { ParcelScreen } from '@/features/parcels/components/parcel-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** ParcelRoute: one parcel (PRODUCT.md §3 "Parcel"). */
export default function ParcelRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  useDocumentTitle(t('parcels.detail.documentTitle'));
  // A new key per id starts the screen afresh (the More/Less toggle, an open dialog).
  return <ParcelScreen key={id} id={Number(id)} />;
}
