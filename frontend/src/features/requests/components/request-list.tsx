import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { DeliveryRequest } from '@/types/api';

import { RequestCard, type RequestView } from './request-card';

import '@/components/ui/empty-state.css';

interface RequestListProps {
  label: string;
  empty: string;
  requests: DeliveryRequest[] | undefined;
  view: RequestView;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onChanged?: () => unknown;
}

/** RequestList shows request cards, or a loader, a failure with a retry, or a short empty note. */
export function RequestList({ label, empty, requests, view, loading, failed, onRetry, onChanged }: RequestListProps) {
  const { t } = useTranslation();
  if (requests && requests.length > 0) {
    return (
      <ul className="stack request-list" aria-label={label}>
        {requests.map((request) => (
          <RequestCard key={request.requestId} request={request} view={view} onChanged={onChanged} />
        ))}
      </ul>
    );
  }
  if (loading) {
    return (
      <div className="inline-loader" role="status">
        <Spinner size="sm" />
        <span>{t('requests.loading')}</span>
      </div>
    );
  }
  if (failed) {
    return (
      <div className="mini-empty" role="alert">
        <p>{t('requests.loadFailed')}</p>
        <Button variant="secondary" className="btn--small" onClick={onRetry}>
          {t('requests.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mini-empty">
      <Inbox size={28} aria-hidden="true" />
      <p>{empty}</p>
    </div>
  );
}
