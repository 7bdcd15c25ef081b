import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ConfirmDeliveryScreen } from '@/features/delivery/components/confirm-delivery-screen';
import { DeliveryPage } from '@/features/delivery/components/delivery-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** ConfirmDeliveryRoute is opened by the recipient from the link (?token=), without signing in. */
export default function ConfirmDeliveryRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('delivery.documentTitle'));
  const token = params.get('token') ?? '';
  return (
    <DeliveryPage>
      <ConfirmDeliveryScreen key={token} token={token} />
    </DeliveryPage>
  );
}
