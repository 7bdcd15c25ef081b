import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { DeliveryPage } from '@/features/delivery/components/delivery-page';
import { FeedbackScreen } from '@/features/delivery/components/feedback-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** FeedbackRoute (SendFeedback) rates the driver through the recipient's link (?token=). */
export default function FeedbackRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('delivery.feedback.documentTitle'));
  const token = params.get('token') ?? '';
  return (
    <DeliveryPage>
      <FeedbackScreen key={token} token={token} />
    </DeliveryPage>
  );
}
