import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Stars } from '@/components/ui/stars';
import { formatRating } from '@/lib/format';
import type { Rating, UserCard } from '@/types/api';

import './users.css';

/** RatingValue is a rating as stars, average and count ("★★★★☆ 4.5 · 12 ratings"), or "No ratings yet". */
export function RatingValue({ rating }: { rating: Rating | undefined }) {
  const { t } = useTranslation();
  if (!rating || rating.count === 0) return <span className="muted">{t('users.noRatings')}</span>;
  const average = formatRating(rating.average);
  return (
    <span className="user-stats__rating">
      <Stars rating={rating.average} label={t('users.starsOf', { average })} />
      <span className="user-stats__average" aria-hidden="true">
        {average}
      </span>
      <span className="muted">{t('users.ratingCount', { count: rating.count })}</span>
    </span>
  );
}

/** UserStats lists a user's ratings as a driver and as a sender, and how many parcels they have delivered. */
export function UserStats({ user }: { user: UserCard }) {
  const { t } = useTranslation();
  return (
    <dl className="user-stats" aria-label={t('users.statsLabel')}>
      <div className="user-stats__row">
        <dt>{t('users.asDriver')}</dt>
        <dd>
          <RatingValue rating={user.rating} />
        </dd>
      </div>
      <div className="user-stats__row">
        <dt>{t('users.asSender')}</dt>
        <dd>
          <RatingValue rating={user.senderRating} />
        </dd>
      </div>
      <div className="user-stats__row">
        <dt>{t('users.deliveries')}</dt>
        <dd className="user-stats__deliveries">
          <Package size={18} aria-hidden="true" />
          {user.deliveries}
        </dd>
      </div>
    </dl>
  );
}
