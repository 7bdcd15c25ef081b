import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { DeliveryRequest } from '@/types/api';

import { splitRequests } from '../utils/split-requests';

import { RequestCard, type RequestView } from './request-card';
import { RequestHistory } from './request-history';

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
  /** historyOpen shows the answered requests at first (the page of all a ride's requests). */
  historyOpen?: boolean;
}

/**
 * RequestList shows the cards of the requests waiting for an answer, then the answered ones folded under
 * "History (n)"; or a loader, a failure with a retry, or a short empty note. A request answered on the screen keeps
 * its place (and the focus stays near it) until the member leaves.
 */
export function RequestList(props: RequestListProps) {
  const { label, empty, requests, view, loading, failed, onRetry, onChanged, historyOpen } = props;
  const { t } = useTranslation();
  // Every request seen waiting on this screen: it leads the list, answered or not.
  const [lead, setLead] = useState<ReadonlySet<number>>(() => new Set());
  const waiting = (requests ?? []).filter((r) => r.status === 'pending' && !lead.has(r.requestId));
  if (waiting.length > 0) setLead(new Set([...lead, ...waiting.map((r) => r.requestId)]));
  if (requests && requests.length > 0) {
    const { pending, history } = splitRequests(requests, lead);
    return (
      <div className="stack">
        {pending.length > 0 && (
          <ul className="stack request-list" aria-label={label}>
            {pending.map((request) => (
              <RequestCard key={request.requestId} request={request} view={view} onChanged={onChanged} />
            ))}
          </ul>
        )}
        {history.length > 0 && (
          <RequestHistory label={label} requests={history} view={view} open={historyOpen} onChanged={onChanged} />
        )}
      </div>
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
