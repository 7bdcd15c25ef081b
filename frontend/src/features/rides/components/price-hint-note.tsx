import { Lightbulb } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';

import { formatPrice } from '@/lib/format';

import type { RideFormValues } from '../api/create-ride';
import { priceHint } from '../utils/price-hint';

import './rides.css';

/** PriceHintNote suggests, once both cities are chosen, what senders usually offer for the distance. */
export function PriceHintNote() {
  const { t } = useTranslation();
  const { control } = useFormContext<RideFormValues>();
  const [from, to] = useWatch({ control, name: ['departureAddress.place', 'arrivalAddress.place'] });
  if (!from || !to || from.placeId === to.placeId) return null;
  const hint = priceHint(from, to);
  return (
    <div className="hint-box" role="note" aria-label={t('rides.priceHint.label')}>
      <Lightbulb size={20} aria-hidden="true" className="hint-box__icon" />
      <div>
        <p className="hint-box__title">{t('rides.priceHint.label')}</p>
        <p>
          <Trans
            i18nKey="rides.priceHint.text"
            values={{ low: formatPrice(hint.low), high: formatPrice(hint.high), km: hint.km }}
            components={{ b: <strong className="nowrap" /> }}
          />
        </p>
        <p className="hint-box__note">{t('rides.priceHint.note')}</p>
      </div>
    </div>
  );
}
