import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';

import { useCancelParcel } from '../api/cancel-parcel';

/** CancelParcelButton cancels one of my parcels after a confirmation; the screen shows the new state in place. */
export function CancelParcelButton({ parcelId }: { parcelId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelParcel();
  const onConfirm = () =>
    cancel.mutate(parcelId, {
      onSuccess: () => toast.success(t('parcels.cancel.success')),
      onError: toastError,
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="secondary" className="btn--danger-outline" block onClick={() => setOpen(true)}>
        {t('parcels.cancel.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('parcels.cancel.title')}
        text={t('parcels.cancel.text')}
        cancelLabel={t('parcels.cancel.back')}
        confirmLabel={t('parcels.cancel.confirm')}
        busy={cancel.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
      />
    </>
  );
}
