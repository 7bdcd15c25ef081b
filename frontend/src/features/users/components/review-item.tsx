import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { Stars } from '@/components/ui/stars';
import { paths } from '@/config/paths';
import { formatRelative, personName } from '@/lib/format';
import type { Review } from '@/types/api';

import '@/components/ui/status-tag.css';
import './users.css';

/** ReviewItem is one review: stars, in which role, the comment, who wrote it (a link) or "A recipient", and when. */
export function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { author } = review;
  return (
    <li className="review">
      <div className="review__top">
        <Stars rating={review.rating} label={t('users.reviews.stars', { rating: review.rating })} />
        <span className={review.role === 'driver' ? 'tag tag--violet' : 'tag tag--blue'}>
          {review.role === 'driver' ? t('users.reviews.asDriver') : t('users.reviews.asSender')}
        </span>
      </div>
      {review.comment && <p className="review__comment break">{review.comment}</p>}
      <p className="review__meta">
        {author?.deleted ? (
          <span className="review__author">{personName(author)}</span>
        ) : author ? (
          <Link className="review__author link" to={paths.user.getHref(author.userId)}>
            <Avatar src={author.profilePicture} size={24} />
            <span className="break">{personName(author)}</span>
          </Link>
        ) : (
          <span className="review__author">{t('users.reviews.recipient')}</span>
        )}
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{formatRelative(review.createdAt)}</time>
      </p>
    </li>
  );
}
