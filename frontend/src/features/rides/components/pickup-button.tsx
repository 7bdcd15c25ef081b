import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { AcceptedParcel } from '@/types/api';

import { usePickupParcel } from '../api/pickup-parcel';

/**
 * PickupButton marks an accepted parcel picked up after a confirmation: the pickup tells the sender and mails the
 * recipient their link and PIN, so a mistaken tap must not do it. The confirmation asks whether the driver saw
 * what is inside (unticked until they say so), and says what the tick means: they looked and nothing is on the
 * prohibited list; a parcel that holds something on it is refused instead. The parcel's timeline tells it.
 */
export function PickupButton({ parcel, labelId }: { parcel: AcceptedParcel; labelId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [inspected, setInspected] = useState(false);
  const pickup = usePickupParcel(parcel.rideId);
  // Through the promise, not mutate's callbacks: this button leaves the screen as the parcel turns In Transit,
  // and the toast must still say so.
  const onConfirm = () =>
    void pickup
      .mutateAsync({ parcelId: parcel.parcelId, inspected })
      .then(() => toast.success(t('rides.accepted.pickedUpSuccess')), toastError)
      .finally(() => setOpen(false));
  return (
    <>
      <Button
        block
        icon={<Truck size={18} aria-hidden="true" />}
        aria-describedby={labelId}
        onClick={() => {
          setInspected(false);
          setOpen(true);
        }}
      >
        {t('rides.accepted.pickedUp')}
      </Button>
      <ConfirmDialog
        open={open}
        tone="primary"
        title={t('rides.accepted.pickupConfirm.title')}
        text={t('rides.accepted.pickupConfirm.text')}
        cancelLabel={t('rides.accepted.pickupConfirm.back')}
        confirmLabel={t('rides.accepted.pickupConfirm.confirm')}
        busy={pickup.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
      >
        <CheckboxField
          name="inspected"
          label={t('rides.accepted.pickupConfirm.inspected')}
          hint={t('rides.accepted.pickupConfirm.inspectedHint')}
          checked={inspected}
          disabled={pickup.isPending}
          onChange={(e) => setInspected(e.target.checked)}
        />
      </ConfirmDialog>
    </>
  );
}
