import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError } from '@/lib/errors';

import { useCancelRide } from '../api/cancel-ride';

/** CancelRideButton cancels my planned ride after a confirmation; the screen shows the new state in place. */
export function CancelRideButton({ rideId }: { rideId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelRide();
  const onConfirm = () =>
    cancel.mutate(rideId, {
      onSuccess: () => toast.success(t('rides.cancel.success')),
      onError: toastError,
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="secondary" className="btn--danger-outline" block onClick={() => setOpen(true)}>
        {t('rides.cancel.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('rides.cancel.title')}
        text={t('rides.cancel.text')}
        cancelLabel={t('rides.cancel.back')}
        confirmLabel={t('rides.cancel.confirm')}
        busy={cancel.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
      />
    </>
  );
}
