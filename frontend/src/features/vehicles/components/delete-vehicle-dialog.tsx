import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { Vehicle } from '@/types/api';

import { useDeleteVehicle } from '../api/delete-vehicle';

interface DeleteVehicleDialogProps {
  /** vehicle to delete; the dialog is open while it is set. */
  vehicle: Vehicle | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** DeleteVehicleDialog asks before deleting a vehicle; a vehicle a planned ride uses stays, with a toast. */
export function DeleteVehicleDialog({ vehicle, onClose, onDeleted }: DeleteVehicleDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteVehicle();

  const onConfirm = () => {
    if (!vehicle) return;
    remove.mutate(vehicle.VehicleId, {
      onSuccess: () => {
        toast.success(t('vehicles.delete.success'));
        onClose();
        onDeleted?.();
      },
      onError: (err) => {
        toastError(err);
        onClose();
      },
    });
  };

  const name = vehicle
    ? [vehicle.modelName || t(`vehicles.types.${vehicle.vehicleType}`), vehicle.idNumber].filter(Boolean).join(' ')
    : '';
  return (
    <ConfirmDialog
      open={vehicle !== null}
      title={t('vehicles.delete.title')}
      text={t('vehicles.delete.text', { name })}
      cancelLabel={t('vehicles.delete.cancel')}
      confirmLabel={t('vehicles.delete.confirm')}
      busy={remove.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
