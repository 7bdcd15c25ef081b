import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { RatingBadge } from '@/components/ui/rating-badge';
import type { UserCard } from '@/types/api';

import './users.css';

/** UserStats lists a user's ratings as a driver and as a sender, and how many parcels they have delivered. */
export function UserStats({ user }: { user: UserCard }) {
  const { t } = useTranslation();
  return (
    <dl className="user-stats" aria-label={t('users.statsLabel')}>
      <div className="user-stats__row">
        <dt>{t('users.asDriver')}</dt>
        <dd>
          <RatingBadge rating={user.rating} />
        </dd>
      </div>
      <div className="user-stats__row">
        <dt>{t('users.asSender')}</dt>
        <dd>
          <RatingBadge rating={user.senderRating} />
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
