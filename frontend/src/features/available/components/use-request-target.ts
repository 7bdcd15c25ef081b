import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { PendingPair } from '@/types/api';

import { useApproveRequest } from '../api/approve-request';

/** CardState is what a result's card offers: "Request", "Approve" (the other side asked), or what was done. */
export type CardState =
  { kind: 'request' } | { kind: 'sent' } | { kind: 'approve'; requestId: number } | { kind: 'approved' };

/** RequestActions is what a result's card offers, and what its buttons do. */
export interface RequestActions {
  state: CardState;
  approving: boolean;
  onRequest: () => void;
  onApprove: () => void;
}

/** Done is the last thing done from the list: a request sent or one approved, and for which result. */
export interface Done<T> {
  kind: 'sent' | 'approved';
  item: T;
}

/**
 * useRequestTarget keeps whose "Request" dialog is open, and what I have done since the screen opened (requests
 * sent, requests approved), so the cards say so instead of offering the button again. A pending request between
 * a result and my ride or parcel (pendingRequest) makes its card offer "Approve", or say it waits, instead.
 */
export function useRequestTarget<T extends { pendingRequest?: PendingPair }>(
  idOf: (item: T) => number,
  onApproved?: () => unknown,
) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState<ReadonlySet<number>>(new Set());
  const [approved, setApproved] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState<T | null>(null);
  const [done, setDone] = useState<Done<T> | null>(null);
  const approval = useApproveRequest(onApproved);

  const stateOf = (item: T): CardState => {
    const id = idOf(item);
    if (approved.has(id)) return { kind: 'approved' };
    if (requested.has(id) || item.pendingRequest?.fromMe) return { kind: 'sent' };
    if (item.pendingRequest) return { kind: 'approve', requestId: item.pendingRequest.requestId };
    return { kind: 'request' };
  };

  return {
    target,
    done,
    stateOf,
    /** approving tells whether this result's request is being approved now. */
    approving: (item: T) => approval.isPending && approval.variables === item.pendingRequest?.requestId,
    approve: (item: T) => {
      if (!item.pendingRequest || item.pendingRequest.fromMe) return;
      approval.mutate(item.pendingRequest.requestId, {
        onSuccess: () => {
          setApproved((s) => new Set(s).add(idOf(item)));
          setDone({ kind: 'approved', item });
          toast.success(t('available.card.approvedToast'));
        },
        onError: (err) => toast.error(errorMessage(err, 'searchRequest'), { id: 'request-error' }),
      });
    },
    open: (item: T) => setTarget(item),
    close: () => setTarget(null),
    /** sent marks the target requested and closes its dialog. */
    sent: () => {
      if (target !== null) {
        setRequested((s) => new Set(s).add(idOf(target)));
        setDone({ kind: 'sent', item: target });
      }
      setTarget(null);
    },
  };
}
