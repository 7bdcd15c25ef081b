import { useTranslation } from 'react-i18next';

import { DeliveryPage } from '@/features/delivery/components/delivery-page';
import { FeedbackThanks } from '@/features/delivery/components/feedback-thanks';
import { useDocumentTitle } from '@/lib/use-document-title';

/** FeedbackConfirmationRoute thanks the recipient for the feedback. */
export default function FeedbackConfirmationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('delivery.thanks.documentTitle'));
  return (
    <DeliveryPage>
      <FeedbackThanks />
    </DeliveryPage>
  );
}
