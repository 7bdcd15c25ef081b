import { Lightbulb } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';

import { formatPrice } from '@/lib/format';
import { PRICE_SIZES, usePriceSuggestions } from '@/lib/price-suggestion';
import type { Language } from '@/types/api';

import type { RideFormValues } from '../api/create-ride';

import '@/components/ui/hint-box.css';
import './rides.css';

/**
 * PriceHintNote shows, once both cities are chosen, the suggested price per parcel size on the route: the same
 * figures as the parcel form's, from the server.
 */
export function PriceHintNote() {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<RideFormValues>();
  const [from, to] = useWatch({ control, name: ['departureAddress.place', 'arrivalAddress.place'] });
  const suggestions = usePriceSuggestions(from?.placeId, to?.placeId);
  const first = suggestions[0];
  if (!from || !to || from.placeId === to.placeId || !first) return null;
  const price = (amount: number) => formatPrice(amount, i18n.language as Language);
  return (
    <div className="hint-box" role="note" aria-label={t('rides.priceHint.label')}>
      <Lightbulb size={20} aria-hidden="true" className="hint-box__icon" />
      <div>
        <p className="hint-box__title">{t('rides.priceHint.label')}</p>
        <p>{t('rides.priceHint.text', { km: first.distanceKm })}</p>
        <ul className="price-sizes">
          {PRICE_SIZES.map((size, i) => {
            const s = suggestions[i];
            if (!s) return null;
            return (
              <li key={size}>
                <strong>{size}</strong> <span className="nowrap">{price(s.suggested)}</span>
                {s.typical && (
                  <span className="hint-box__note">
                    {' · '}
                    <Trans
                      i18nKey="rides.priceHint.typical"
                      values={{ low: price(s.typical.low), high: price(s.typical.high) }}
                      components={{ r: <span className="nowrap" /> }}
                    />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <p className="hint-box__note">{t('rides.priceHint.note')}</p>
      </div>
    </div>
  );
}
