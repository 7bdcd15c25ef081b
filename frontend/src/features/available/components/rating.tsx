import { RatingBadge } from '@/components/ui/rating-badge';
import type { Rating } from '@/types/api';

import '@/components/ui/person-card.css';

/** RatingText is a result card's rating line: the shared "★ 4.5 (12)", or "No ratings yet". */
export function RatingText({ rating }: { rating: Rating }) {
  return (
    <span className="person__meta">
      <RatingBadge rating={rating} />
    </span>
  );
}
