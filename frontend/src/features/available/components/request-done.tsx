import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';

import './available.css';

interface RequestDoneProps {
  /** kind: a request was sent to the driver, or the driver's offer was approved. */
  kind: 'sent' | 'approved';
  driver: string;
  /** back leads to my parcel the search is for. */
  back: { label: string; href: string };
}

/**
 * RequestDone is the success state of a search for my parcel: what happens next, and the way back to the parcel.
 * It takes the focus when it appears, since the card's button that led here is gone.
 */
export function RequestDone({ kind, driver, back }: RequestDoneProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [kind, driver]);
  return (
    <section ref={ref} tabIndex={-1} className="card request-done" aria-labelledby="request-done-title">
      <CircleCheck size={24} aria-hidden="true" className="request-done__icon" />
      <div className="request-done__body">
        <h2 id="request-done-title" className="request-done__title">
          {t(kind === 'sent' ? 'available.drivers.done.sentTitle' : 'available.drivers.done.approvedTitle')}
        </h2>
        <p className="muted">
          {t(kind === 'sent' ? 'available.drivers.done.sentText' : 'available.drivers.done.approvedText', {
            name: driver,
          })}
        </p>
        <ButtonLink to={back.href} variant="secondary" block>
          {back.label}
        </ButtonLink>
      </div>
    </section>
  );
}
