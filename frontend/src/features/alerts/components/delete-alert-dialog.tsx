import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { Alert } from '@/types/api';

import { useDeleteAlert } from '../api/delete-alert';
import { alertAbout } from '../utils/alert-text';

interface DeleteAlertDialogProps {
  /** alert to delete; the dialog is open while it is set. */
  alert: Alert | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** DeleteAlertDialog asks before deleting a saved route. */
export function DeleteAlertDialog({ alert, onClose, onDeleted }: DeleteAlertDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteAlert();

  const onConfirm = () => {
    if (!alert) return;
    remove.mutate(alert.alertId, {
      onSuccess: () => {
        toast.success(t('alerts.delete.success'));
        onClose();
        onDeleted?.();
      },
      onError: (err) => {
        toastError(err);
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={alert !== null}
      title={t('alerts.delete.title')}
      text={alert ? t('alerts.delete.text', { about: alertAbout(t, alert) }) : undefined}
      cancelLabel={t('alerts.delete.cancel')}
      confirmLabel={t('alerts.delete.confirm')}
      busy={remove.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
