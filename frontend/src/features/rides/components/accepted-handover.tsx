import { CalendarClock, MapPin } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { PhotoThumbs } from '@/components/ui/parcel-photos';
import { formatDateTime } from '@/lib/format';
import type { AcceptedParcel, PhotoStage } from '@/types/api';

import { PhotoUpload } from './photo-upload';
import { PickupPlanForm } from './pickup-plan-form';

import '@/components/ui/handover.css';
import './rides.css';

// Which photos the driver may add in each state (docs/product.md §6): pickup ones on the way, delivery ones until done.
const STAGES: Partial<Record<AcceptedParcel['status'], readonly PhotoStage[]>> = {
  'In Transit': ['pickup', 'delivery'],
  Delivered: ['delivery'],
};

interface AcceptedHandoverProps {
  parcel: AcceptedParcel;
  /** arrival is the ride's arrival, the latest pickup time. */
  arrival?: string | null;
  labelId: string;
}

/**
 * AcceptedHandover is the driver's part of one accepted parcel's handover: when and where they pick it up (set
 * and changed while Accepted) and their photos at pickup and at delivery.
 */
export function AcceptedHandover({ parcel, arrival, labelId }: AcceptedHandoverProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // The form, saved or cancelled, hands the focus back to the button that opened it (keyboard users stay in place).
  const refocus = useRef(false);
  const closeForm = () => {
    refocus.current = true;
    setEditing(false);
  };
  const stages = STAGES[parcel.status] ?? [];
  const accepted = parcel.status === 'Accepted';
  const plan = parcel.pickupPlan;
  if (!accepted && stages.length === 0) return null;
  return (
    <div className="accepted__handover">
      {(accepted || plan) && (
        <div className="accepted__plan">
          <p className="accepted__plan-line">
            <CalendarClock size={16} aria-hidden="true" />
            <span>
              {plan
                ? t('handover.plan.current', { date: formatDateTime(plan.at) })
                : parcel.pickupEta
                  ? t('handover.plan.noneEstimate', { time: formatDateTime(parcel.pickupEta) })
                  : t('handover.plan.none')}
            </span>
          </p>
          {plan?.place && (
            <p className="accepted__plan-line">
              <MapPin size={16} aria-hidden="true" />
              <span className="break">{t('handover.plan.place', { place: plan.place })}</span>
            </p>
          )}
        </div>
      )}
      {accepted &&
        (editing ? (
          <PickupPlanForm
            rideId={parcel.rideId}
            parcelId={parcel.parcelId}
            plan={plan}
            max={arrival}
            onDone={closeForm}
          />
        ) : (
          <Button
            block
            variant="secondary"
            icon={<CalendarClock size={18} aria-hidden="true" />}
            aria-describedby={labelId}
            ref={(button) => {
              if (button && refocus.current) {
                refocus.current = false;
                button.focus();
              }
            }}
            onClick={() => setEditing(true)}
          >
            {plan ? t('handover.plan.change') : t('handover.plan.set')}
          </Button>
        ))}
      <PhotoThumbs photos={parcel.photos} />
      {stages.map((stage) => (
        <PhotoUpload
          key={stage}
          rideId={parcel.rideId}
          parcelId={parcel.parcelId}
          stage={stage}
          taken={parcel.photos.filter((p) => p.stage === stage).length}
          labelId={labelId}
        />
      ))}
    </div>
  );
}
