import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { formatRating, personName } from '@/lib/format';
import type { PublicCard } from '@/types/api';

import '@/components/ui/person-card.css';

/** DriverRow shows the driver's picture (or the default one), name and rating as "★ 4.5 · 12". */
export function DriverRow({ driver }: { driver: PublicCard }) {
  const { t } = useTranslation();
  const { average, count } = driver.rating;
  const avg = formatRating(average);
  return (
    <div className="person">
      <Avatar src={driver.profilePicture} size={48} />
      <div className="person__text">
        <p className="person__name break">{personName(driver)}</p>
        {count > 0 ? (
          <p className="person__meta">
            <Star size={16} aria-hidden="true" />
            <span aria-hidden="true">{`${avg} · ${count}`}</span>
            <span className="sr-only">{t('delivery.ratingLabel', { average: avg, count })}</span>
          </p>
        ) : (
          <p className="person__meta">{t('delivery.noRating')}</p>
        )}
      </div>
    </div>
  );
}
