import { PackageCheck, Truck } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/errors';
import type { AcceptedParcel } from '@/types/api';

import { useDeliverParcel } from '../api/deliver-parcel';
import { usePickupParcel } from '../api/pickup-parcel';

/** AcceptedParcelActions: "Picked up" while Accepted, "Confirm delivery" while In Transit, each with a toast. */
export function AcceptedParcelActions({ parcel, labelId }: { parcel: AcceptedParcel; labelId: string }) {
  const { t } = useTranslation();
  const pickup = usePickupParcel(parcel.rideId);
  const deliver = useDeliverParcel(parcel.rideId);
  if (parcel.status === 'Accepted') {
    return (
      <Button
        block
        icon={<Truck size={18} aria-hidden="true" />}
        loading={pickup.isPending}
        aria-describedby={labelId}
        onClick={() =>
          pickup.mutate(parcel.parcelId, { onSuccess: () => toast.success(t('rides.accepted.pickedUpSuccess')), onError: toastError })
        }
      >
        {t('rides.accepted.pickedUp')}
      </Button>
    );
  }
  if (parcel.status === 'In Transit') {
    return (
      <Button
        block
        icon={<PackageCheck size={18} aria-hidden="true" />}
        loading={deliver.isPending}
        aria-describedby={labelId}
        onClick={() =>
          deliver.mutate(parcel.parcelId, {
            onSuccess: (answer) =>
              answer.emailSent
                ? toast.success(t('rides.accepted.delivered'))
                : toast.success(t('rides.accepted.deliveredNoEmail')),
            onError: toastError,
          })
        }
      >
        {t('rides.accepted.deliver')}
      </Button>
    );
  }
  return null;
}
