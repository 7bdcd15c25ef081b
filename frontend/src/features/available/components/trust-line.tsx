import { useTranslation } from 'react-i18next';

import { answerTime } from '@/lib/trust';
import type { PublicCard } from '@/types/api';

interface TrustLineProps {
  person: PublicCard;
  /** as: a driver's card counts deliveries made, a sender's the parcels they sent. */
  as: 'driver' | 'sender';
}

/** TrustLine is a result card's short track record: "12 deliveries · answers in ~3 h · cancelled 1 of 12". */
export function TrustLine({ person, as }: TrustLineProps) {
  const { t } = useTranslation();
  const parts =
    as === 'driver'
      ? [t('trust.short.deliveries', { count: person.deliveries })]
      : [t('trust.short.sent', { count: person.sent })];
  if (person.answers && person.answers.rate > 0) {
    const time = answerTime(person.answers.medianHours);
    parts.push(time.unit === 'hour' ? t('trust.short.hour') : t(`trust.short.${time.unit}`, { count: time.count }));
  }
  const cancels = person.cancellations; // null under 3 trips
  if (cancels) {
    parts.push(
      cancels.count > 0
        ? t('trust.short.cancelled', { count: cancels.count, of: cancels.of })
        : t('trust.short.noCancels', { count: cancels.of }),
    );
  }
  return <p className="result-card__trust">{parts.join(' · ')}</p>;
}
