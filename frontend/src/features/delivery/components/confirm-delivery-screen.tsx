import { Ban, CalendarX, CircleCheck, Clock, PackageCheck, PackageX, Star, Truck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { ParcelPhotos } from '@/components/ui/parcel-photos';
import { ParcelTimeline } from '@/components/ui/parcel-timeline';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { personName } from '@/lib/format';
import type { Delivery, ParcelStatus } from '@/types/api';

import { DeliveryAnswer } from './delivery-answer';
import { DeliveryLoader } from './delivery-loader';
import { DeliverySummary } from './delivery-summary';

import './delivery.css';

type Intro = {
  Icon: LucideIcon;
  tone: 'primary' | 'success' | 'danger';
  key: 'onTheWay' | 'delivered' | 'failed' | 'cancelled' | 'expired' | 'notYet';
};

// What the top card says in each state of the parcel.
const INTROS: Record<ParcelStatus, Intro> = {
  New: { Icon: Clock, tone: 'primary', key: 'notYet' },
  Accepted: { Icon: Clock, tone: 'primary', key: 'notYet' },
  'In Transit': { Icon: Truck, tone: 'primary', key: 'onTheWay' },
  Delivered: { Icon: PackageCheck, tone: 'success', key: 'delivered' },
  Failed: { Icon: PackageX, tone: 'danger', key: 'failed' },
  Cancelled: { Icon: Ban, tone: 'danger', key: 'cancelled' },
  Expired: { Icon: CalendarX, tone: 'danger', key: 'expired' },
};

/** RateAction offers to rate the driver once the parcel is delivered, or thanks for having done so. */
function RateAction({ token, delivery }: { token: string; delivery: Delivery }) {
  const { t } = useTranslation();
  if (delivery.feedbackGiven) {
    return (
      <p className="delivery-note">
        <CircleCheck size={18} aria-hidden="true" />
        {t('delivery.rated')}
      </p>
    );
  }
  return (
    <ButtonLink to={paths.feedback.getHref(token)} block icon={<Star size={20} aria-hidden="true" />}>
      {t('delivery.rate')}
    </ButtonLink>
  );
}

/**
 * DeliveryStatus is the screen for the parcel's state, naming its sender; the answer buttons only while it is
 * In Transit. Only a delivered parcel leads to rating the driver: after a failed one the screen just says that
 * the sender and the driver are told.
 */
function DeliveryStatus({ token, delivery }: { token: string; delivery: Delivery }) {
  const { t } = useTranslation();
  const { Icon, tone, key } = INTROS[delivery.status] ?? INTROS.New;
  const inTransit = delivery.status === 'In Transit';
  const greeting =
    inTransit && delivery.recipientName ? `${t('delivery.onTheWay.greeting', { name: delivery.recipientName })} ` : '';
  const sender = personName(delivery.sender);
  return (
    <div className="stack stack--lg">
      <Screen icon={<Icon size={28} aria-hidden="true" />} tone={tone} title={t(`delivery.${key}.title`)}>
        {sender && <p className="delivery-sender">{t('delivery.parcelFrom', { name: sender })}</p>}
        <p className="screen__text muted">{greeting + t(`delivery.${key}.text`)}</p>
        {delivery.status === 'Delivered' && <RateAction token={token} delivery={delivery} />}
      </Screen>
      <DeliverySummary delivery={delivery} />
      {inTransit && <DeliveryAnswer token={token} />}
      <ParcelTimeline steps={delivery.timeline} expectedArrival={inTransit ? delivery.expectedArrival : undefined} />
      <ParcelPhotos photos={delivery.photos} />
    </div>
  );
}

/** ConfirmDeliveryScreen is opened from the recipient's link: what is coming, and "did it arrive?". */
export function ConfirmDeliveryScreen({ token }: { token: string }) {
  return (
    <DeliveryLoader token={token}>{(delivery) => <DeliveryStatus token={token} delivery={delivery} />}</DeliveryLoader>
  );
}
