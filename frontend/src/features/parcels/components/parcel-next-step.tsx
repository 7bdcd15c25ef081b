import {
  ArrowDown,
  Ban,
  Hourglass,
  CalendarX,
  CircleCheck,
  CircleX,
  Handshake,
  Inbox,
  KeyRound,
  Link2,
  PackageX,
  Phone,
  RotateCcw,
  Search,
  Truck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { JumpButton } from '@/components/ui/jump-button';
import { NextStep } from '@/components/ui/next-step';
import { paths } from '@/config/paths';
import { formatDateTime, formatDay, formatPrice, localeOf, personName } from '@/lib/format';
import type { Parcel } from '@/types/api';

import { PARCEL_REQUESTS_ID, postAgainHref, type PendingAsk } from '../utils/parcel-state';

import { HandoverPin } from './handover-pin';

const ICON = { size: 22, 'aria-hidden': true } as const;

interface ParcelNextStepProps {
  parcel: Parcel;
  mine: boolean;
  /** message is "Message" to the driver (the route's link), offered when the delivery failed. */
  message?: ReactNode;
  /** report is "Report a problem with this delivery" (the route's button), leading a failed delivery. */
  report?: ReactNode;
  /** pending are the requests of my New parcel waiting for an answer, from either side. */
  pending?: PendingAsk[];
}

/** listNames joins names the way the interface language does: "Olena K. and Oleh T.". */
const listNames = (names: string[]) =>
  new Intl.ListFormat(localeOf(), { style: 'long', type: 'conjunction' }).format(names);

/**
 * ParcelNextStep leads the Parcel screen: for its sender what to do now (answer offers, find a driver, hand
 * it over, share the link) or, once finished, a summary with "Post again" where that helps (and, when it
 * failed, "Report a problem with this delivery" first, then "Message" and "Call" to the driver); for the driver
 * carrying it, where to act. Nothing for anyone else.
 */
export function ParcelNextStep({ parcel, mine, message, report, pending }: ParcelNextStepProps) {
  const { t } = useTranslation();
  const overline = t('parcels.next.label');
  const driverName = parcel.driver
    ? personName(parcel.driver)
    : parcel.driverContact && personName(parcel.driverContact);
  const summary = [
    ...(driverName ? [{ label: t('parcels.next.summaryDriver'), value: driverName }] : []),
    { label: t('parcels.next.summaryPrice'), value: formatPrice(parcel.cost) },
  ];
  const postAgain = (
    <ButtonLink
      to={postAgainHref(parcel.parcelId)}
      // After a failed delivery the report leads: "Post again" follows it, quieter.
      variant={parcel.status === 'Failed' && report ? 'secondary' : undefined}
      icon={<RotateCcw size={18} aria-hidden="true" />}
    >
      {t('parcels.next.postAgain')}
    </ButtonLink>
  );

  switch (parcel.status) {
    case 'Delivered':
      return (
        <NextStep
          tone="done"
          icon={<CircleCheck {...ICON} />}
          title={t('parcels.next.deliveredTitle')}
          text={t('parcels.next.deliveredText')}
          facts={summary}
        />
      );
    case 'Failed': {
      const phone = parcel.driverContact?.phone;
      return (
        <NextStep
          tone="failed"
          icon={<CircleX {...ICON} />}
          title={t('parcels.next.failedTitle')}
          text={mine ? t('parcels.next.failedText') : undefined}
          facts={summary}
          action={
            mine && (
              <>
                {report}
                {message}
                {phone && (
                  <a className="btn btn--secondary" href={`tel:${phone}`}>
                    <Phone size={18} aria-hidden="true" />
                    <span>{t('handover.card.call')}</span>
                  </a>
                )}
                {postAgain}
              </>
            )
          }
        />
      );
    }
    case 'Cancelled':
      return (
        <NextStep
          tone="ended"
          icon={<Ban {...ICON} />}
          title={t('parcels.next.cancelledTitle')}
          text={t('parcels.next.cancelledText')}
          action={mine && postAgain}
        />
      );
    case 'Expired':
      return (
        <NextStep
          tone="ended"
          icon={<CalendarX {...ICON} />}
          title={t('parcels.next.expiredTitle')}
          text={mine ? t('parcels.next.expiredText') : undefined}
          action={mine && postAgain}
        />
      );
  }

  if (!mine) {
    // The driver carrying the parcel acts on the ride screen.
    if (!parcel.rideId || parcel.status === 'New') return null;
    return (
      <NextStep
        tone="todo"
        icon={<Truck {...ICON} />}
        overline={overline}
        title={t('parcels.next.onRideTitle')}
        text={
          parcel.status === 'Accepted'
            ? t('parcels.next.onRideAccepted', {
                date: parcel.pickupPlan ? formatDateTime(parcel.pickupPlan.at) : formatDay(parcel.shippingDate),
              })
            : t('parcels.next.onRideTransit')
        }
        action={<ButtonLink to={paths.ride.getHref(parcel.rideId)}>{t('parcels.next.openRide')}</ButtonLink>}
      />
    );
  }

  if (parcel.status === 'Accepted') {
    return (
      <NextStep
        tone="todo"
        icon={<Handshake {...ICON} />}
        overline={overline}
        title={driverName ? t('parcels.next.handTitle', { name: driverName }) : t('parcels.next.handTitleAnon')}
        text={
          parcel.pickupPlan
            ? t('parcels.next.handPlanned', { when: formatDateTime(parcel.pickupPlan.at) })
            : t('parcels.next.handText')
        }
      />
    );
  }
  if (parcel.status === 'In Transit' && parcel.handoverPin) {
    return (
      <NextStep
        tone="todo"
        icon={<KeyRound {...ICON} />}
        overline={overline}
        title={<Trans i18nKey="parcels.next.pinTitle" components={{ pin: <HandoverPin pin={parcel.handoverPin} /> }} />}
        text={t('parcels.next.pinText')}
      />
    );
  }
  if (parcel.status === 'In Transit') {
    return (
      <NextStep
        tone="todo"
        icon={<Link2 {...ICON} />}
        overline={overline}
        title={t('parcels.next.transitTitle')}
        text={t('parcels.next.transitText')}
      />
    );
  }
  const offers = pending?.filter((p) => p.offered) ?? [];
  const asked = pending?.filter((p) => !p.offered) ?? [];
  const waiting = pending ? offers.length : (parcel.pendingRequests ?? 0);
  const find = (
    <ButtonLink
      to={paths.availableDrivers.getHref({ parcelId: parcel.parcelId })}
      variant={waiting > 0 || asked.length > 0 ? 'secondary' : 'primary'}
      icon={<Search size={18} aria-hidden="true" />}
    >
      {t('parcels.findDriver')}
    </ButtonLink>
  );
  if (waiting > 0) {
    const one = offers.length === 1;
    return (
      <NextStep
        tone="todo"
        icon={<Inbox {...ICON} />}
        overline={overline}
        title={
          one
            ? t('parcels.next.offerTitle', { name: offers[0].name })
            : t('parcels.next.answerTitle', { count: waiting })
        }
        text={one ? t('parcels.next.offerText', { name: offers[0].name }) : t('parcels.next.answerText')}
        action={
          pending ? (
            <>
              <JumpButton target={PARCEL_REQUESTS_ID} icon={<ArrowDown size={18} aria-hidden="true" />}>
                {t('parcels.next.toOffers', { count: waiting })}
              </JumpButton>
              {find}
            </>
          ) : (
            find
          )
        }
      />
    );
  }
  if (asked.length > 0) {
    return (
      <NextStep
        tone="todo"
        icon={<Hourglass {...ICON} />}
        overline={overline}
        title={t('parcels.next.waitingTitle', { names: listNames(asked.map((a) => a.name)) })}
        text={t('parcels.next.waitingText', { count: asked.length })}
        action={find}
      />
    );
  }
  // Back to New because the driver refused it at pickup: say why, with the way on.
  const refused = parcel.status === 'New' ? parcel.timeline.at(-1) : undefined;
  if (refused?.event === 'pickup_refused' && refused.reason) {
    return (
      <NextStep
        tone="todo"
        icon={<PackageX {...ICON} />}
        overline={overline}
        title={t('refusal.nextTitle')}
        text={t('refusal.next', { reason: t(`refusal.reasons.${refused.reason}`) })}
        action={find}
      />
    );
  }
  return (
    <NextStep
      tone="todo"
      icon={<Search {...ICON} />}
      overline={overline}
      title={t('parcels.next.findTitle')}
      text={t('parcels.next.findText')}
      action={find}
    />
  );
}
