import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { RatingBadge } from '@/components/ui/rating-badge';

import { useUserCard } from '../api/get-user-card';

import './profile.css';

/**
 * ProfileStats shows my ratings as a driver and as a sender, as my public card has them, and how many parcels I
 * have delivered.
 */
export function ProfileStats({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data } = useUserCard(userId);
  const items = [
    { label: t('profile.menu.asDriver'), value: data ? <RatingBadge rating={data.rating} /> : '—' },
    { label: t('profile.menu.asSender'), value: data ? <RatingBadge rating={data.senderRating} /> : '—' },
    {
      label: t('profile.menu.deliveries'),
      value: (
        <>
          <Package size={18} aria-hidden="true" />
          {data ? data.deliveries : '—'}
        </>
      ),
    },
  ];
  return (
    <dl className="profile-stats" aria-label={t('profile.menu.statsLabel')} aria-busy={!data || undefined}>
      {items.map((item) => (
        <div key={item.label} className="profile-stats__item">
          <dt className="profile-stats__label">{item.label}</dt>
          <dd className="profile-stats__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
