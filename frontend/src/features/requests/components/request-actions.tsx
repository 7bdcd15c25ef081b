import { Check, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastErrorIn } from '@/lib/errors';
import { personName } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { DeliveryRequest } from '@/types/api';

import { useAnswerRequest, type RequestAction } from '../api/answer-request';

import './requests.css';

const SUCCESS = {
  approve: 'requests.toast.approved',
  decline: 'requests.toast.declined',
  cancel: 'requests.toast.cancelled',
} as const;

interface RequestActionsProps {
  request: DeliveryRequest;
  /** onChanged refetches what an answer changes beyond the request lists (the parcel, the ride). */
  onChanged?: () => unknown;
}

/**
 * RequestActions answers a pending request: Approve / Decline when it awaits me, "Withdraw request" (after a
 * confirmation) when I sent it. Nothing when it is no longer pending.
 */
export function RequestActions({ request, onChanged }: RequestActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const answer = useAnswerRequest(onChanged);
  const pendingAction = answer.isPending ? answer.variables?.action : undefined;
  if (request.status !== 'pending' || (!request.awaitingMe && !request.fromMe)) return null;

  const act = (action: RequestAction) =>
    answer.mutate(
      { requestId: request.requestId, action },
      {
        onSuccess: () => toast.success(t(SUCCESS[action])),
        onError: toastErrorIn('answerRequest'),
        onSettled: () => setConfirming(false),
      },
    );

  if (request.awaitingMe) {
    return (
      <div className="request-card__actions">
        <Button
          variant="secondary"
          className="btn--danger-outline"
          icon={<X size={18} aria-hidden="true" />}
          loading={pendingAction === 'decline'}
          disabled={answer.isPending}
          onClick={() => act('decline')}
        >
          {t('requests.actions.decline')}
        </Button>
        <Button
          icon={<Check size={18} aria-hidden="true" />}
          loading={pendingAction === 'approve'}
          disabled={answer.isPending}
          onClick={() => act('approve')}
        >
          {t('requests.actions.approve')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <div className="request-card__actions">
        <Button variant="secondary" icon={<Undo2 size={18} aria-hidden="true" />} onClick={() => setConfirming(true)}>
          {t('requests.actions.cancel')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('requests.cancelDialog.title')}
        text={t('requests.cancelDialog.text', { name: personName(request.counterpart) })}
        cancelLabel={t('requests.cancelDialog.back')}
        confirmLabel={t('requests.cancelDialog.confirm')}
        busy={answer.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => act('cancel')}
      />
    </>
  );
}
