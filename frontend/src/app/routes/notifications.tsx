import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { MarkAllReadButton } from '@/features/notifications/components/mark-all-read-button';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { useParcels } from '@/features/parcels/api/get-parcels';
import { useDocumentTitle } from '@/lib/use-document-title';

const NONE: ReadonlySet<number> = new Set();

/**
 * NotificationsRoute: what happened to my parcels and rides (docs/product.md §3 "Notifications"). My parcels tell which
 * side of a request I am on, so that it opens my parcel or my ride; without them (a failure) it opens the ride.
 */
export default function NotificationsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.documentTitle'));
  const parcels = useParcels();
  const myParcels = useMemo(
    () => (parcels.data ? new Set(parcels.data.map((p) => p.parcelId)) : parcels.isError ? NONE : undefined),
    [parcels.data, parcels.isError],
  );
  return (
    <div className="stack stack--lg">
      <header className="notifications-header">
        <div className="page-header">
          <h1 className="page-title">{t('notifications.title')}</h1>
          <p className="muted">{t('notifications.subtitle')}</p>
        </div>
        <MarkAllReadButton />
      </header>
      <NotificationList label={t('notifications.title')} myParcels={myParcels} />
    </div>
  );
}
