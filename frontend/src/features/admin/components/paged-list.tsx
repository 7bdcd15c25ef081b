import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/lib/errors';
import type { AdminPage } from '@/types/api';

import { itemsOf } from '../api/items';
import { adminErrorMessage } from '../utils/messages';

import '@/components/ui/form.css';
import './admin.css';

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<AdminPage<T>, unknown>>;
  /** label names the list for assistive technology. */
  label: string;
  /** empty stands in for a list with nothing in it. */
  empty: ReactNode;
  keyOf: (item: T) => number;
  /** children draws one item (an <li>). */
  children: (item: T) => ReactNode;
}

/**
 * PagedList shows an admin list page by page: a loader, the error with Try again, the empty state, or the items
 * with "Show more" while the server has more.
 */
export function PagedList<T>({ query, label, empty, keyOf, children }: PagedListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="admin-loader" role="status">
        <Spinner size="sm" />
        <span>{t('admin.loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="form-error form-error--stack" role="alert">
        <span>{adminErrorMessage(query.error)}</span>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  }
  const items = itemsOf(query.data);
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="admin-list" aria-label={label} aria-busy={query.isFetching || undefined}>
        {items.map((item) => (
          <li key={keyOf(item)}>{children(item)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          block
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage().then((r) => r.isError && toastError(r.error))}
        >
          {t('admin.showMore')}
        </Button>
      )}
    </>
  );
}
