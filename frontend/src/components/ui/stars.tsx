import { Star } from 'lucide-react';

import './star-rating.css';

/**
 * Stars shows a rating of 1 to 5 as five stars, the first `rating` filled. The picture is hidden from assistive
 * technology, which reads `label` instead ("4 of 5 stars").
 */
export function Stars({ rating, label, size = 16 }: { rating: number; label: string; size?: number }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={size} aria-hidden="true" className={n <= Math.round(rating) ? 'stars__on' : undefined} />
      ))}
    </span>
  );
}
