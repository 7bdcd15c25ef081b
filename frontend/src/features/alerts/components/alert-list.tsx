import { BellPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { errorMessage } from '@/lib/errors';
import type { Alert } from '@/types/api';

import { MAX_ALERTS, useAlerts } from '../api/get-alerts';

import { AlertCard } from './alert-card';
import { DeleteAlertDialog } from './delete-alert-dialog';

import '@/components/ui/form.css';
import './alerts.css';

/** AlertList shows my saved routes, newest first, each with a delete; or a skeleton, a failure, or empty. */
export function AlertList() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [deleting, setDeleting] = useState<Alert | null>(null);
  const listRef = useRef<HTMLElement>(null);

  if (alerts.isPending) return <ListSkeleton label={t('alerts.loading')} count={2} />;
  if (alerts.isError) {
    return (
      <div className="form-error form-error--stack" role="alert">
        <span>
          {t('alerts.loadError')} {errorMessage(alerts.error)}
        </span>
        <Button variant="secondary" loading={alerts.isFetching} onClick={() => void alerts.refetch()}>
          {t('alerts.retry')}
        </Button>
      </div>
    );
  }

  // The section (and the dialog in it) stays while the list empties, so focus has somewhere to go after a delete.
  return (
    <section className="stack alert-list" ref={listRef} tabIndex={-1} aria-labelledby="alert-list-title">
      <div className="alert-list__header">
        <h2 id="alert-list-title" className="section-title">
          {t('alerts.list.title')}
        </h2>
        <span className="alert-list__count">
          {t('alerts.list.count', { count: alerts.data.length, max: MAX_ALERTS })}
        </span>
      </div>
      {alerts.data.length === 0 ? (
        <EmptyState
          icon={<BellPlus size={32} aria-hidden="true" />}
          title={t('alerts.empty.title')}
          text={t('alerts.empty.text')}
        />
      ) : (
        <ul className="stack" aria-label={t('alerts.list.label')}>
          {alerts.data.map((alert) => (
            <li key={alert.alertId}>
              <AlertCard alert={alert} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}
      <DeleteAlertDialog
        alert={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => listRef.current?.focus()}
      />
    </section>
  );
}
