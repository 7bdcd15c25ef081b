import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { DeliveryRequest } from '@/types/api';

import { RequestCard, type RequestView } from './request-card';

import './requests.css';

interface RequestHistoryProps {
  /** label names the list the history belongs to ("From senders"). */
  label: string;
  requests: DeliveryRequest[];
  view: RequestView;
  /** open shows the history at first (the page of all a ride's requests). */
  open?: boolean;
  onChanged?: () => unknown;
}

/**
 * RequestHistory folds the answered requests (approved, declined, withdrawn, expired) behind "History (n)", so
 * that the ones waiting for an answer lead and the accepted parcels shown elsewhere are not repeated at first.
 */
export function RequestHistory({ label, requests, view, open = false, onChanged }: RequestHistoryProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [expanded, setExpanded] = useState(open);
  const title = t('requests.history', { count: requests.length });
  return (
    <div className="stack request-history">
      <Button
        variant="ghost"
        className="request-history__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        icon={expanded ? <ChevronUp size={18} aria-hidden="true" /> : <ChevronDown size={18} aria-hidden="true" />}
        onClick={() => setExpanded((v) => !v)}
      >
        {title}
      </Button>
      <ul id={listId} className="stack request-list" aria-label={`${label}: ${title}`} hidden={!expanded}>
        {requests.map((request) => (
          <RequestCard key={request.requestId} request={request} view={view} onChanged={onChanged} />
        ))}
      </ul>
    </div>
  );
}
