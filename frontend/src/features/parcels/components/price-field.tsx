import { Lightbulb } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { formatPrice } from '@/lib/format';
import type { Language, PriceSuggestion } from '@/types/api';

import type { ParcelFormValues } from '../api/create-parcel';

import '@/components/ui/hint-box.css';

interface PriceFieldProps {
  /** suggestion is the server's for the chosen cities and size; undefined until all three are chosen. */
  suggestion?: PriceSuggestion;
}

/**
 * PriceField is the parcel's price with the suggested price for the route and size (docs/product.md §3): "Use ₴200"
 * fills it in; what the sender typed is never replaced otherwise.
 */
export function PriceField({ suggestion }: PriceFieldProps) {
  const { t, i18n } = useTranslation();
  const { register, setValue, control, formState } = useFormContext<ParcelFormValues>();
  const cost = useWatch({ control, name: 'cost' });
  const price = (amount: number) => formatPrice(amount, i18n.language as Language);
  const suggested = suggestion?.suggested;
  return (
    <>
      <InputField
        label={t('parcels.fields.cost')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('parcels.hints.cost')}
        trailing={<span className="input-affix">₴</span>}
        error={formState.errors.cost?.message}
        {...register('cost')}
      />
      {suggestion && suggested !== undefined && (
        <div className="hint-box" role="note" aria-label={t('parcels.price.label')}>
          <Lightbulb size={20} aria-hidden="true" className="hint-box__icon" />
          <div>
            <p>
              <Trans
                i18nKey="parcels.price.suggested"
                values={{ price: price(suggested) }}
                components={{ b: <strong className="nowrap" /> }}
              />
              {suggestion.typical && (
                <>
                  {' · '}
                  <Trans
                    i18nKey="parcels.price.typical"
                    values={{ low: price(suggestion.typical.low), high: price(suggestion.typical.high) }}
                    components={{ r: <span className="nowrap" /> }}
                  />
                </>
              )}
            </p>
            <p className="hint-box__note">{t('parcels.price.distance', { km: suggestion.distanceKm })}</p>
            {cost.trim() !== String(suggested) && (
              <Button
                variant="secondary"
                className="btn--small hint-box__action"
                onClick={() =>
                  setValue('cost', String(suggested), { shouldDirty: true, shouldValidate: formState.isSubmitted })
                }
              >
                {t('parcels.price.use', { price: price(suggested) })}
              </Button>
            )}
          </div>
        </div>
      )}
    </>
  );
}
