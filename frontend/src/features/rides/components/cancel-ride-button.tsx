import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { SeriesCancel } from '@/types/api';

import { useCancelRide } from '../api/cancel-ride';
import { rideKeys } from '../api/get-rides';

import { CancelSeriesDialog } from './cancel-series-dialog';

interface CancelRideButtonProps {
  rideId: number;
  /** inSeries offers to cancel the later rides of its regular trip as well. */
  inSeries?: boolean;
  /** seriesPlan is what cancelling with the later rides would do (the ride's series.cancel), read again on opening. */
  seriesPlan?: SeriesCancel;
}

/** CancelRideButton cancels my planned ride after a confirmation; the screen shows the new state in place. */
export function CancelRideButton({ rideId, inSeries, seriesPlan }: CancelRideButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useCancelRide();
  const onOpen = () => {
    setOpen(true);
    // A later ride may have taken a parcel since the screen was read: the question counts from the ride as it is now.
    if (inSeries) void queryClient.invalidateQueries({ queryKey: rideKeys.detail(rideId), exact: true });
  };
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
      plan={seriesPlan}
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
      <Button variant="secondary" className="btn--danger-outline" block onClick={onOpen}>
        {t('rides.cancel.action')}
      </Button>
      {open && dialog}
    </>
  );
}
