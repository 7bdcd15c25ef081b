import { PackageCheck, PackageX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';

import { useConfirmDelivery } from '../api/confirm-delivery';

type Answer = 'delivered' | 'failed';

/**
 * DeliveryAnswer is the recipient's two buttons. Each asks once more, then sends the answer: a confirmed
 * delivery goes on to the feedback screen with the same link token; a failed one stays here, where the screen
 * now says that the sender and the driver are told (nothing is rated after a failed delivery).
 */
export function DeliveryAnswer({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmDelivery();
  const [asking, setAsking] = useState<Answer | null>(null);
  const delivered = asking === 'delivered';

  const answer = () =>
    confirm.mutate(
      { token, delivered },
      {
        onSuccess: () => {
          toast.success(t(delivered ? 'delivery.confirmed' : 'delivery.reportedFailed'));
          if (delivered) void navigate(paths.feedback.getHref(token));
          else setAsking(null);
        },
        onError: (err) => {
          setAsking(null);
          // 409: answered meanwhile (another tab) or not picked up; the screen is read again and shows which.
          if (isApiError(err) && err.status === 409)
            toast.error(t('delivery.statusChanged'), { id: 'delivery-status' });
          else toastError(err);
        },
      },
    );

  return (
    <div className="stack">
      <Button block icon={<PackageCheck size={20} aria-hidden="true" />} onClick={() => setAsking('delivered')}>
        {t('delivery.onTheWay.confirm')}
      </Button>
      <Button
        variant="secondary"
        block
        icon={<PackageX size={20} aria-hidden="true" />}
        onClick={() => setAsking('failed')}
      >
        {t('delivery.onTheWay.failed')}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        tone={delivered ? 'primary' : 'danger'}
        title={t(delivered ? 'delivery.dialog.confirmTitle' : 'delivery.dialog.failedTitle')}
        text={t(delivered ? 'delivery.dialog.confirmText' : 'delivery.dialog.failedText')}
        cancelLabel={t('delivery.dialog.back')}
        confirmLabel={t('delivery.dialog.yes')}
        busy={confirm.isPending}
        onConfirm={answer}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
