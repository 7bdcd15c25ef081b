import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatRating } from '@/lib/format';
import type { Rating } from '@/types/api';

import '@/components/ui/person-card.css';

/** RatingText shows a rating as "★ 4.5 (12)", or says there is none yet. */
export function RatingText({ rating }: { rating: Rating }) {
  const { t } = useTranslation();
  if (!rating || rating.count === 0) return <span className="person__meta">{t('available.card.noRating')}</span>;
  return (
    <span className="person__meta">
      <Star size={14} aria-hidden="true" />
      <span className="sr-only">{t('available.card.ratingLabel')} </span>
      {t('available.card.rating', { average: formatRating(rating.average), count: rating.count })}
    </span>
  );
}
