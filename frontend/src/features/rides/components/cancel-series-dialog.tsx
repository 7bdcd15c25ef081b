import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDay, localeOf, toDayInput } from '@/lib/format';
import type { SeriesCancel } from '@/types/api';

import './ride-series.css';

interface CancelSeriesDialogProps {
  /** plan is what cancelling with the later rides would do now (the ride's series.cancel). */
  plan?: SeriesCancel;
  busy: boolean;
  onCancel: () => void;
  onOnlyThis: () => void;
  onThisAndLater: () => void;
}

// At most this many staying rides are named; the rest are counted.
const NAMED = 3;

/** rideDay is the day a ride leaves, in the user's time zone: "Fri 11 Dec". */
const rideDay = (departure: string) => formatDay(toDayInput(new Date(departure)));

/** SeriesPlan says how many rides "this and later" cancels (first – last) and which later ones stay. */
function SeriesPlan({ id, plan }: { id: string; plan: SeriesCancel }) {
  const { t } = useTranslation();
  const goes = plan.cancels;
  const named = plan.stays.slice(0, NAMED).map((r) => rideDay(r.departureDate));
  const more = plan.stays.length - named.length;
  const days = new Intl.ListFormat(localeOf(), { style: 'long', type: 'conjunction' }).format(
    more > 0 ? [...named, t('rides.cancel.seriesMore', { count: more })] : named,
  );
  return (
    <p id={id} className="dialog__text series-plan">
      {goes.length > 1
        ? t('rides.cancel.seriesGoes', {
            count: goes.length,
            first: rideDay(goes[0].departureDate),
            last: rideDay(goes[goes.length - 1].departureDate),
          })
        : t('rides.cancel.seriesAlone')}
      {plan.stays.length === 1 && <> {t('rides.cancel.seriesStaysOne', { days })}</>}
      {plan.stays.length > 1 && <> {t('rides.cancel.seriesStays', { count: plan.stays.length, days })}</>}
    </p>
  );
}

/**
 * CancelSeriesDialog asks how much of a regular trip to cancel: only this ride, or this one and the later ones,
 * saying how many rides that cancels and which later ones stay (those carrying parcels). Keeping the rides is
 * the primary choice, on top, and takes the focus; both cancelling choices are outlined.
 */
export function CancelSeriesDialog({ plan, busy, onCancel, onOnlyThis, onThisAndLater }: CancelSeriesDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<'one' | 'later'>();
  return (
    <Dialog
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={plan ? `${id}-text ${id}-plan` : `${id}-text`}
      onClose={onCancel}
      busy={busy}
      initialFocus="button"
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {t('rides.cancel.title')}
      </h2>
      <p id={`${id}-text`} className="dialog__text">
        {t('rides.cancel.seriesText')}
      </p>
      {plan && <SeriesPlan id={`${id}-plan`} plan={plan} />}
      <div className="dialog__actions dialog__actions--stacked">
        <Button variant="primary" block disabled={busy} onClick={onCancel}>
          {t('rides.cancel.keep')}
        </Button>
        <Button
          variant="secondary"
          className="btn--danger-outline"
          block
          disabled={busy && chosen !== 'one'}
          loading={busy && chosen === 'one'}
          onClick={() => {
            setChosen('one');
            onOnlyThis();
          }}
        >
          {t('rides.cancel.onlyThis')}
        </Button>
        <Button
          variant="secondary"
          className="btn--danger-outline"
          block
          aria-describedby={plan ? `${id}-plan` : undefined}
          disabled={busy && chosen !== 'later'}
          loading={busy && chosen === 'later'}
          onClick={() => {
            setChosen('later');
            onThisAndLater();
          }}
        >
          {t('rides.cancel.thisAndLater')}
        </Button>
      </div>
    </Dialog>
  );
}
