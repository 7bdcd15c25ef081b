import { ArrowDown, Ban, CalendarX, CircleCheck, Inbox, PackageCheck, Search, Truck, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { JumpButton } from '@/components/ui/jump-button';
import { NextStep } from '@/components/ui/next-step';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { useSwitcherStore } from '@/stores/switcher-store';
import type { Ride } from '@/types/api';

import { RIDE_SECTIONS, takesParcels } from '../utils/ride-state';

const ICON = { size: 22, 'aria-hidden': true } as const;

interface RideNextStepProps {
  ride: Ride;
  mine: boolean;
  /** acceptedReady: the accepted parcels are loaded, so what is left to pick up or deliver is known. */
  acceptedReady: boolean;
}

/**
 * RideNextStep leads the Ride screen: for its driver what to do now (answer requests, pick up, deliver,
 * find parcels) or, once finished, a summary; anyone else sees only how a finished ride ended.
 */
export function RideNextStep({ ride, mine, acceptedReady }: RideNextStepProps) {
  const { t } = useTranslation();
  const setRequestsTab = useSwitcherStore((s) => s.setRideSwitcher);
  const accepted = ride.acceptedParcelList ?? [];
  const count = (status: string) => accepted.filter((p) => p.status === status).length;

  switch (ride.status) {
    case 'Completed': {
      const failed = count('Failed');
      const facts = [
        { label: t('rides.next.summaryDelivered'), value: String(count('Delivered')) },
        ...(failed > 0 ? [{ label: t('rides.next.summaryFailed'), value: String(failed) }] : []),
        ...((ride.totalCost ?? 0) > 0
          ? [{ label: t('rides.next.summaryTotal'), value: formatPrice(ride.totalCost ?? 0) }]
          : []),
      ];
      return (
        <NextStep
          tone="done"
          icon={<CircleCheck {...ICON} />}
          title={t('rides.next.completedTitle')}
          text={mine ? t('rides.next.completedText') : undefined}
          facts={mine && acceptedReady ? facts : undefined}
        />
      );
    }
    case 'Cancelled':
      return (
        <NextStep
          tone="ended"
          icon={<Ban {...ICON} />}
          title={t('rides.next.cancelledTitle')}
          text={mine ? t('rides.next.cancelledText') : undefined}
        />
      );
    case 'Expired':
      return (
        <NextStep
          tone="ended"
          icon={<CalendarX {...ICON} />}
          title={t('rides.next.expiredTitle')}
          text={t('rides.next.expiredText')}
          action={mine && <ButtonLink to={paths.rideCreate.getHref()}>{t('rides.next.newRide')}</ButtonLink>}
        />
      );
  }
  if (!mine || (!acceptedReady && ride.usedCapacity > 0)) return null;

  const overline = t('rides.next.label');
  const open = takesParcels(ride);
  const waiting = ride.pendingRequests ?? 0;
  const toPick = count('Accepted');
  const toDeliver = count('In Transit');
  // Finding more parcels stays at hand beside the step's own button while the ride takes them.
  const find = open && (
    <ButtonLink
      to={paths.availableParcels.getHref({ rideId: ride.rideId })}
      variant="secondary"
      icon={<Search size={18} aria-hidden="true" />}
    >
      {t('rides.findParcels')}
    </ButtonLink>
  );
  const toParcels = (
    <>
      <JumpButton target={RIDE_SECTIONS.accepted} icon={<ArrowDown size={18} aria-hidden="true" />}>
        {t('rides.next.toParcels')}
      </JumpButton>
      {find}
    </>
  );
  // Once a parcel is on its way the ride has left: the parcels on board and along the road come before
  // requests (pick up, then deliver). Before that, requests come first: they expire at departure.
  if (toPick > 0 && (toDeliver > 0 || waiting === 0)) {
    return (
      <NextStep
        tone="todo"
        icon={<PackageCheck {...ICON} />}
        overline={overline}
        title={t('rides.next.pickupTitle', { count: toPick })}
        text={t('rides.next.pickupText')}
        action={toParcels}
      />
    );
  }
  if (toDeliver > 0) {
    return (
      <NextStep
        tone="todo"
        icon={<Truck {...ICON} />}
        overline={overline}
        title={t('rides.next.deliverTitle', { count: toDeliver })}
        text={t('rides.next.deliverText')}
        action={toParcels}
      />
    );
  }
  if (waiting > 0) {
    return (
      <NextStep
        tone="todo"
        icon={<Inbox {...ICON} />}
        overline={overline}
        title={t('rides.next.answerTitle', { count: waiting })}
        text={t('rides.next.answerText')}
        action={
          <>
            <JumpButton
              target={RIDE_SECTIONS.requests}
              icon={<ArrowDown size={18} aria-hidden="true" />}
              onJump={() => setRequestsTab('fromSenders')}
            >
              {t('rides.next.toRequests')}
            </JumpButton>
            {find}
          </>
        }
      />
    );
  }
  if (open) {
    return (
      <NextStep
        tone="todo"
        icon={<Search {...ICON} />}
        overline={overline}
        title={t('rides.next.findTitle')}
        text={t('rides.next.findText')}
        action={
          <ButtonLink
            to={paths.availableParcels.getHref({ rideId: ride.rideId })}
            icon={<Search size={18} aria-hidden="true" />}
          >
            {t('rides.findParcels')}
          </ButtonLink>
        }
      />
    );
  }
  if (ride.usedCapacity >= ride.capacity) {
    return (
      <NextStep
        tone="todo"
        icon={<UsersRound {...ICON} />}
        overline={overline}
        title={t('rides.next.fullTitle')}
        text={t('rides.next.fullText')}
      />
    );
  }
  return null;
}
