import { CalendarDays, CalendarX, MessageCircleReply, Package, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { RatingBadge } from '@/components/ui/rating-badge';
import { answerTime, formatMonth, formatShare } from '@/lib/trust';
import type { Answers, Cancellations, UserCard } from '@/types/api';

import './users.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="user-stats__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** AnswersText is "Answers 90% of requests, usually within 3 h", or why there is no such figure. */
function AnswersText({ answers }: { answers: Answers | null }) {
  const { t } = useTranslation();
  if (!answers) return <span className="muted">{t('trust.answersUnknown')}</span>;
  if (answers.rate === 0) return <>{t('trust.answersNever')}</>;
  const time = answerTime(answers.medianHours);
  const within = time.unit === 'hour' ? t('trust.within.hour') : t(`trust.within.${time.unit}`, { count: time.count });
  return <>{t('trust.answers', { share: formatShare(answers.rate), time: within })}</>;
}

/** CancellationsText is "Cancelled 1 of 12 trips in 90 days, 1 within 24 h of departure", or why there is none. */
function CancellationsText({ cancels }: { cancels: Cancellations | null }) {
  const { t } = useTranslation();
  if (!cancels) return <span className="muted">{t('trust.cancellationsUnknown')}</span>;
  const text = t('trust.cancellations', { count: cancels.count, of: cancels.of });
  return <>{cancels.late > 0 ? `${text}, ${t('trust.cancellationsLate', { count: cancels.late })}` : text}</>;
}

/**
 * UserStats lists the reasons to trust a user: ratings as a driver and as a sender, parcels delivered and sent,
 * how they answer requests, and since when they are a member.
 */
export function UserStats({ user }: { user: UserCard }) {
  const { t } = useTranslation();
  return (
    <dl className="user-stats" aria-label={t('users.statsLabel')}>
      <Row label={t('users.asDriver')}>
        <RatingBadge rating={user.rating} />
      </Row>
      <Row label={t('users.asSender')}>
        <RatingBadge rating={user.senderRating} />
      </Row>
      <Row label={t('trust.delivered')}>
        <span className="user-stats__figure">
          <Package size={18} aria-hidden="true" />
          {user.deliveries}
        </span>
      </Row>
      <Row label={t('trust.sent')}>
        <span className="user-stats__figure">
          <Send size={18} aria-hidden="true" />
          {user.sent}
        </span>
      </Row>
      <Row label={t('trust.answersLabel')}>
        <span className="user-stats__figure user-stats__answers">
          <MessageCircleReply size={18} aria-hidden="true" />
          <AnswersText answers={user.answers} />
        </span>
      </Row>
      <Row label={t('trust.cancellationsLabel')}>
        <span className="user-stats__figure user-stats__answers">
          <CalendarX size={18} aria-hidden="true" />
          <CancellationsText cancels={user.cancellations} />
        </span>
      </Row>
      {user.memberSince && (
        <Row label={t('trust.memberSince')}>
          <span className="user-stats__figure">
            <CalendarDays size={18} aria-hidden="true" />
            {formatMonth(user.memberSince)}
          </span>
        </Row>
      )}
    </dl>
  );
}
