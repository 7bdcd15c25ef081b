import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatRating } from '@/lib/format';
import type { Rating } from '@/types/api';

import './rating-badge.css';

/**
 * RatingBadge is how a rating reads everywhere: "★ 4.0 (1)" (uk "★ 4,0 (1)"), named for assistive technology
 * "Rated 4.0 by 1 person", or "No ratings yet".
 */
export function RatingBadge({ rating, className }: { rating: Rating | undefined; className?: string }) {
  const { t } = useTranslation();
  if (!rating || rating.count === 0) return <span className={clsx('rating-badge', className)}>{t('rating.none')}</span>;
  const average = formatRating(rating.average);
  return (
    <span
      className={clsx('rating-badge', className)}
      role="img"
      aria-label={t('rating.label', { average, count: rating.count })}
    >
      <Star size={16} aria-hidden="true" className="rating-badge__star" />
      {t('rating.value', { average, count: rating.count })}
    </span>
  );
}
