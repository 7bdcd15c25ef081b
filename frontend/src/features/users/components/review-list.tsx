import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, toastError } from '@/lib/errors';

import { reviewsOf, useReviews } from '../api/get-reviews';

import { ReviewItem } from './review-item';

import '@/components/ui/detail-card.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/form.css';
import './users.css';

/** ReviewList shows a user's reviews, newest first, 20 at a time with "Show more"; or says there are none yet. */
export function ReviewList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const reviews = useReviews(userId);
  const items = reviewsOf(reviews.data);

  let body;
  if (reviews.isPending) {
    body = (
      <div className="inline-loader" role="status">
        <Spinner size="sm" />
        <span>{t('users.reviews.loading')}</span>
      </div>
    );
  } else if (reviews.isError) {
    body = (
      <div className="form-error form-error--stack" role="alert">
        <span>{errorMessage(reviews.error)}</span>
        <Button variant="secondary" loading={reviews.isFetching} onClick={() => void reviews.refetch()}>
          {t('users.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="mini-empty">
        <MessageSquareText size={28} aria-hidden="true" />
        <p>{t('users.reviews.empty')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="review-list" aria-labelledby={id}>
          {items.map((review, i) => (
            <ReviewItem key={`${review.createdAt}-${i}`} review={review} />
          ))}
        </ul>
        {reviews.hasNextPage && (
          <Button
            variant="secondary"
            block
            loading={reviews.isFetchingNextPage}
            onClick={() => void reviews.fetchNextPage().then((r) => r.isError && toastError(r.error))}
          >
            {t('users.reviews.showMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {t('users.reviews.title')}
      </h2>
      {body}
    </section>
  );
}
