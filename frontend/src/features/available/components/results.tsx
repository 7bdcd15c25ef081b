import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { errorMessage } from '@/lib/errors';

interface ResultsProps {
  label: string;
  loadingLabel: string;
  count: string | undefined;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  empty: ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  children: ReactNode[];
}

/** Results is a searched list: a skeleton, a failure with a retry, the count and cards, "Load more", or empty. */
export function Results(props: ResultsProps) {
  const { label, loadingLabel, count, status, error, onRetry, retrying, empty, hasMore, loadingMore, onLoadMore, children } = props;
  const { t } = useTranslation();
  if (status === 'pending') return <ListSkeleton label={loadingLabel} />;
  if (status === 'error') {
    return (
      <div className="card results-error" role="alert">
        <p className="results-error__title">{t('available.common.loadError')}</p>
        <p className="muted">{errorMessage(error)}</p>
        <Button variant="secondary" block loading={retrying} onClick={onRetry}>
          {t('available.common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <section className="stack" aria-label={label}>
      <p className="results-count" role="status">
        {children.length > 0 ? count : ''}
      </p>
      {children.length === 0 ? empty : children}
      {hasMore && (
        <Button variant="secondary" block loading={loadingMore} onClick={onLoadMore}>
          {t('available.common.loadMore')}
        </Button>
      )}
    </section>
  );
}
