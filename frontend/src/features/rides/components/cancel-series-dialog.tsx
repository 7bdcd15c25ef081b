import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import './ride-series.css';

interface CancelSeriesDialogProps {
  busy: boolean;
  onCancel: () => void;
  onOnlyThis: () => void;
  onThisAndLater: () => void;
}

/**
 * CancelSeriesDialog asks how much of a regular trip to cancel: only this ride, or this one and the later ones
 * (those carrying accepted parcels stay). Focus starts on Back, the safe choice.
 */
export function CancelSeriesDialog({ busy, onCancel, onOnlyThis, onThisAndLater }: CancelSeriesDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<'one' | 'later'>();
  return (
    <Dialog
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
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
      <div className="dialog__actions dialog__actions--stacked">
        <Button variant="secondary" block disabled={busy} onClick={onCancel}>
          {t('rides.cancel.back')}
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
          variant="danger"
          block
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
