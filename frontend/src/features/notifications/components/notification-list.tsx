import { BellOff, CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { errorMessage } from '@/lib/errors';

import { useNotifications } from '../api/get-notifications';
import { notificationSide } from '../utils/notification-text';

import { NotificationItem } from './notification-item';

import './notifications.css';

interface NotificationListProps {
  /** label names the list (the screen's heading). */
  label: string;
  /**
   * myParcels are the ids of my parcels, which tell a request's side (utils/notification-text.ts); undefined while
   * they load.
   */
  myParcels: ReadonlySet<number> | undefined;
}

/** NotificationList loads my notifications, newest first, with "Load more"; or a skeleton, a failure, or empty. */
export function NotificationList({ label, myParcels }: NotificationListProps) {
  const { t } = useTranslation();
  const query = useNotifications();
  if (query.isPending || !myParcels) return <ListSkeleton label={t('notifications.loading')} />;
  if (query.isError) {
    return (
      <EmptyState
        icon={<CloudOff size={32} aria-hidden="true" />}
        title={t('notifications.loadError')}
        text={errorMessage(query.error)}
        action={
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('notifications.retry')}
          </Button>
        }
      />
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<BellOff size={32} aria-hidden="true" />}
        title={t('notifications.empty.title')}
        text={t('notifications.empty.text')}
      />
    );
  }
  const now = new Date();
  return (
    <div className="stack">
      <ul className="notification-list" aria-label={label}>
        {items.map((n) => (
          <NotificationItem key={n.notificationId} notification={n} side={notificationSide(n, myParcels)} now={now} />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="secondary" block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('notifications.loadMore')}
        </Button>
      )}
    </div>
  );
}
