import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError } from '@/lib/errors';

import { useCancelRide } from '../api/cancel-ride';

import { CancelSeriesDialog } from './cancel-series-dialog';

interface CancelRideButtonProps {
  rideId: number;
  /** inSeries offers to cancel the later rides of its regular trip as well. */
  inSeries?: boolean;
}

/** CancelRideButton cancels my planned ride after a confirmation; the screen shows the new state in place. */
export function CancelRideButton({ rideId, inSeries }: CancelRideButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelRide();
  const onConfirm = (series: boolean) =>
    cancel.mutate(
      { id: rideId, series },
      {
        onSuccess: ({ cancelled }) =>
          toast.success(series ? t('rides.cancel.seriesSuccess', { count: cancelled }) : t('rides.cancel.success')),
        onError: toastError,
        onSettled: () => setOpen(false),
      },
    );
  const dialog = inSeries ? (
    <CancelSeriesDialog
      busy={cancel.isPending}
      onCancel={() => setOpen(false)}
      onOnlyThis={() => onConfirm(false)}
      onThisAndLater={() => onConfirm(true)}
    />
  ) : (
    <ConfirmDialog
      open
      title={t('rides.cancel.title')}
      text={t('rides.cancel.text')}
      cancelLabel={t('rides.cancel.back')}
      confirmLabel={t('rides.cancel.confirm')}
      busy={cancel.isPending}
      onCancel={() => setOpen(false)}
      onConfirm={() => onConfirm(false)}
    />
  );
  return (
    <>
      <Button variant="secondary" className="btn--danger-outline" block onClick={() => setOpen(true)}>
        {t('rides.cancel.action')}
      </Button>
      {open && dialog}
    </>
  );
}
