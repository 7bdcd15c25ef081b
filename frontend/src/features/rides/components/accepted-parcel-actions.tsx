import { CircleCheck, Info, KeyRound, MailCheck, PackageX, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { toastErrorIn } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { AcceptedParcel } from '@/types/api';

import { useDeliverParcel } from '../api/deliver-parcel';

import { HandoverDialog } from './handover-dialog';
import { PickupButton } from './pickup-button';
import { RateSenderDialog } from './rate-sender-dialog';
import { RefusePickupDialog } from './refuse-pickup-dialog';

import './rides.css';

/**
 * AcceptedParcelActions: "Picked up" and "Refuse pickup" (with a reason) while Accepted; while In Transit "Enter handover PIN" (the recipient's PIN
 * marks it Delivered) and "Ask the recipient to confirm" (an e-mail with the link), or, when the recipient has
 * no e-mail, a note on what to do instead; once Delivered "Rate the sender", then "You rated the sender".
 */
export function AcceptedParcelActions({ parcel, labelId }: { parcel: AcceptedParcel; labelId: string }) {
  const { t } = useTranslation();
  const deliver = useDeliverParcel(parcel.rideId);
  const [entering, setEntering] = useState(false);
  const [rating, setRating] = useState(false);
  const [refusing, setRefusing] = useState(false);
  if (parcel.status === 'Delivered') {
    if (parcel.senderRated)
      return (
        <p className="accepted__done">
          <CircleCheck size={18} aria-hidden="true" />
          {t('senderRating.done')}
        </p>
      );
    return (
      <>
        <Button
          block
          variant="secondary"
          icon={<Star size={18} aria-hidden="true" />}
          aria-describedby={labelId}
          onClick={() => setRating(true)}
        >
          {t('senderRating.action')}
        </Button>
        {rating && <RateSenderDialog parcel={parcel} onClose={() => setRating(false)} />}
      </>
    );
  }
  if (parcel.status === 'Accepted')
    return (
      <div className="accepted__actions">
        <PickupButton parcel={parcel} labelId={labelId} />
        <Button
          block
          variant="secondary"
          icon={<PackageX size={18} aria-hidden="true" />}
          aria-describedby={labelId}
          onClick={() => setRefusing(true)}
        >
          {t('rides.accepted.refuse.action')}
        </Button>
        {refusing && <RefusePickupDialog parcel={parcel} onClose={() => setRefusing(false)} />}
      </div>
    );
  if (parcel.status !== 'In Transit') return null;
  return (
    <div className="accepted__actions">
      <Button
        block
        icon={<KeyRound size={18} aria-hidden="true" />}
        aria-describedby={labelId}
        onClick={() => setEntering(true)}
      >
        {t('rides.accepted.handover')}
      </Button>
      {entering && <HandoverDialog parcel={parcel} onClose={() => setEntering(false)} />}
      {parcel.recipient.emailAddress ? (
        <Button
          block
          variant="secondary"
          icon={<MailCheck size={18} aria-hidden="true" />}
          loading={deliver.isPending}
          aria-describedby={labelId}
          onClick={() =>
            deliver.mutate(parcel.parcelId, {
              onSuccess: (answer) =>
                answer.emailSent
                  ? toast.success(t('rides.accepted.delivered'))
                  : toast.error(t('rides.accepted.noEmail')),
              // No e-mail to write to, or asked too often today, have words of their own.
              onError: toastErrorIn('deliverParcel'),
            })
          }
        >
          {t('rides.accepted.deliver')}
        </Button>
      ) : (
        <p className="accepted__note">
          <Info size={18} aria-hidden="true" />
          {t('rides.accepted.noEmail')}
        </p>
      )}
    </div>
  );
}
