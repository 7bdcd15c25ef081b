import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { errorMessage } from '@/lib/errors';
import type { AvailablePage } from '@/types/api';

import './available.css';

/** PagedSearch is what Results reads of an infinite query over available pages. */
export interface PagedSearch<T> {
  data?: { pages: AvailablePage<T>[] };
  status: 'pending' | 'error' | 'success';
  error: unknown;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

export interface ResultsProps<T> {
  /** id names the results' section (it takes the focus after a search, so tabIndex -1). */
  id?: string;
  query: PagedSearch<T>;
  label: string;
  loadingLabel: string;
  /** count words the number of results on all pages. */
  count: (total: number) => string;
  empty: ReactNode;
  /** children draws one result's card, with its key. */
  children: (item: T) => ReactNode;
}

/** Results is a searched list: a skeleton, a failure with a retry, the count and cards, "Load more", or empty. */
export function Results<T>({ id, query, label, loadingLabel, count, empty, children }: ResultsProps<T>) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  // One section in every state, so that the focus moved onto it stays there as the answer arrives.
  return (
    <section id={id} tabIndex={-1} className="stack results" aria-label={label}>
      {query.status === 'pending' ? (
        <ListSkeleton label={loadingLabel} />
      ) : query.status === 'error' ? (
        <div className="card stack results-error" role="alert">
          <p className="results-error__title">{t('available.common.loadError')}</p>
          <p className="muted">{errorMessage(query.error)}</p>
          <Button variant="secondary" block loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('available.common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="results-count" role="status">
            {items.length > 0 ? count(query.data?.pages[0]?.total ?? 0) : ''}
          </p>
          {items.length === 0 ? empty : items.map((item) => children(item))}
          {query.hasNextPage && (
            <Button
              variant="secondary"
              block
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('available.common.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
