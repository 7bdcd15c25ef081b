import { Check, CircleCheck, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

import type { RequestActions } from './use-request-target';

import './available.css';

interface RequestActionProps extends RequestActions {
  /** describedBy names the card, so "Request" and "Approve" say which result they act on. */
  describedBy: string;
  /** askedNote says who asked, above "Approve". */
  askedNote: string;
}

/**
 * RequestAction is the foot of a result's card: "Request"; "Approve" when the other side has asked already;
 * or a note that a request is sent (and waits) or approved.
 */
export function RequestAction({ state, describedBy, askedNote, approving, onRequest, onApprove }: RequestActionProps) {
  const { t } = useTranslation();
  if (state.kind === 'sent' || state.kind === 'approved') {
    return (
      <p className="result-card__requested">
        <CircleCheck size={18} aria-hidden="true" />
        {t(state.kind === 'sent' ? 'available.card.requested' : 'available.card.approved')}
      </p>
    );
  }
  if (state.kind === 'approve') {
    return (
      <div className="result-card__asked">
        <p>{askedNote}</p>
        <Button
          className="btn--small"
          icon={<Check size={16} aria-hidden="true" />}
          aria-describedby={describedBy}
          loading={approving}
          onClick={onApprove}
        >
          {t('available.card.approve')}
        </Button>
      </div>
    );
  }
  return (
    <Button
      className="btn--small"
      icon={<Send size={16} aria-hidden="true" />}
      aria-describedby={describedBy}
      onClick={onRequest}
    >
      {t('available.card.request')}
    </Button>
  );
}
