import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '@/lib/format';
import type { TimelineStep } from '@/types/api';

import './detail-card.css';
import './handover.css';

interface ParcelTimelineProps {
  steps: readonly TimelineStep[];
  /** expectedArrival (RFC 3339) closes the list while the parcel is on its way, when the driver gave one. */
  expectedArrival?: string | null;
}

/**
 * ParcelTimeline lists what happened to a parcel and when, oldest first, as its sender, its driver and its
 * recipient see it, with whether the driver saw what is inside at pickup and why a driver refused it; a step still to come (the expected
 * arrival) is drawn hollow.
 */
export function ParcelTimeline({ steps, expectedArrival }: ParcelTimelineProps) {
  const { t } = useTranslation();
  const id = useId();
  if (steps.length === 0) return null;
  const bad = (event: TimelineStep['event']) =>
    event === 'failed' || event === 'cancelled' || event === 'expired' || event === 'pickup_refused';
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {t('handover.timeline.title')}
      </h2>
      <ol className="timeline" aria-labelledby={id}>
        {steps.map((step) => (
          <li
            key={`${step.event}-${step.at}`}
            className={clsx('timeline__step', bad(step.event) && 'timeline__step--bad')}
          >
            <span className="timeline__event">{t(`handover.timeline.events.${step.event}`)}</span>
            <time className="timeline__time" dateTime={step.at}>
              {formatDateTime(step.at)}
            </time>
            {step.reason && (
              <span className="timeline__note">
                {t(`refusal.reasons.${step.reason}`)}
                {step.details && <q className="timeline__quote">{step.details}</q>}
              </span>
            )}
            {step.inspected != null && (
              <span className="timeline__note">
                {t(step.inspected ? 'handover.timeline.inspected' : 'handover.timeline.notInspected')}
              </span>
            )}
          </li>
        ))}
        {expectedArrival && (
          <li className="timeline__step timeline__step--next">
            <span className="timeline__event">{t('handover.timeline.expectedArrival')}</span>
            <time className="timeline__time" dateTime={expectedArrival}>
              {formatDateTime(expectedArrival)}
            </time>
          </li>
        )}
      </ol>
    </section>
  );
}
