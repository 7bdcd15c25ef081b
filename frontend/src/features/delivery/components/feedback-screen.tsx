import { Ban, CircleCheck, Clock, PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import type { Delivery } from '@/types/api';

import { DeliveryLoader } from './delivery-loader';
import { DriverRow } from './driver-row';
import { FeedbackForm } from './feedback-form';

import './delivery.css';

/** FeedbackContent is the form once the parcel is Delivered, or why the driver can't be rated through this link now. */
function FeedbackContent({ token, delivery }: { token: string; delivery: Delivery }) {
  const { t } = useTranslation();
  const back = (
    <ButtonLink to={paths.confirmDelivery.getHref(token)} variant="secondary" block>
      {t('delivery.feedback.toDelivery')}
    </ButtonLink>
  );
  if (delivery.status === 'Cancelled' || delivery.status === 'Expired') {
    const key = delivery.status === 'Cancelled' ? 'cancelled' : 'expired';
    return (
      <Screen icon={<Ban size={28} aria-hidden="true" />} tone="danger" title={t(`delivery.${key}.title`)}>
        <p className="screen__text muted">{t(`delivery.${key}.text`)}</p>
      </Screen>
    );
  }
  if (delivery.status === 'Failed') {
    // Nothing is rated after a failed delivery (docs/product.md §2); the sender and the driver are told.
    return (
      <Screen icon={<PackageX size={28} aria-hidden="true" />} tone="danger" title={t('delivery.failed.title')}>
        <p className="screen__text muted">{t('delivery.failed.text')}</p>
      </Screen>
    );
  }
  if (delivery.status !== 'Delivered') {
    return (
      <Screen icon={<Clock size={28} aria-hidden="true" />} title={t('delivery.feedback.notAnsweredTitle')}>
        <p className="screen__text muted">{t('delivery.feedback.notAnsweredText')}</p>
        {back}
      </Screen>
    );
  }
  if (delivery.feedbackGiven) {
    return (
      <Screen
        icon={<CircleCheck size={28} aria-hidden="true" />}
        tone="success"
        title={t('delivery.feedback.alreadyTitle')}
      >
        <p className="screen__text muted">{t('delivery.feedback.alreadyText')}</p>
        {back}
      </Screen>
    );
  }
  return (
    <Screen title={t('delivery.feedback.title')} subtitle={t('delivery.feedback.subtitle')}>
      {delivery.driver && (
        <div className="delivery-driver-box">
          <DriverRow driver={delivery.driver} />
        </div>
      )}
      <FeedbackForm token={token} />
    </Screen>
  );
}

/** FeedbackScreen lets the recipient rate the driver, through the same link token. */
export function FeedbackScreen({ token }: { token: string }) {
  return (
    <DeliveryLoader token={token}>{(delivery) => <FeedbackContent token={token} delivery={delivery} />}</DeliveryLoader>
  );
}
