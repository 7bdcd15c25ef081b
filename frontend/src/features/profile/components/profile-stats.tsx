import { Package, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatRating } from '@/lib/format';

import { useUserCard } from '../api/get-user-card';

import './profile.css';

/** ProfileStats shows my rating from recipients' feedback and how many parcels I have delivered. */
export function ProfileStats({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data } = useUserCard(userId);
  const rating = data?.rating;
  const rated = rating && rating.count > 0;
  const average = rated ? formatRating(rating.average) : '—';

  return (
    <dl className="profile-stats" aria-label={t('profile.menu.statsLabel')} aria-busy={!data || undefined}>
      <div className="profile-stats__item">
        <dt className="profile-stats__label">
          {rated ? t('profile.menu.rating', { count: rating.count }) : t('profile.menu.noRatings')}
        </dt>
        <dd className="profile-stats__value">
          <Star size={18} aria-hidden="true" className="profile-stats__star" />
          {average}
        </dd>
      </div>
      <div className="profile-stats__item">
        <dt className="profile-stats__label">{t('profile.menu.deliveries')}</dt>
        <dd className="profile-stats__value">
          <Package size={18} aria-hidden="true" />
          {data ? data.deliveries : '—'}
        </dd>
      </div>
    </dl>
  );
}
