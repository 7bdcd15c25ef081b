import clsx from 'clsx';
import { CarFront, Package } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FieldError } from '@/components/ui/field-error';

import { ALERT_KINDS, type AlertFormValues } from '../api/create-alert';

import '@/components/ui/choice-tiles.css';
import '@/components/ui/form.css';
import './alerts.css';

const ICONS = { parcels: Package, rides: CarFront } as const;

/** AlertKindPicker is what a saved route tells of, as two tiles: parcels (for a driver) or rides (for a sender). */
export function AlertKindPicker() {
  const { t } = useTranslation();
  const id = useId();
  const { register, control, formState } = useFormContext<AlertFormValues>();
  const kind = useWatch({ control, name: 'kind' });
  const error = formState.errors.kind?.message;
  return (
    <fieldset
      className="type-picker"
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{t('alerts.form.kind')}</legend>
      <div className="type-picker__grid">
        {ALERT_KINDS.map((value) => {
          const Icon = ICONS[value];
          return (
            <label key={value} className={clsx('type-card', 'kind-card', kind === value && 'type-card--checked')}>
              <input
                type="radio"
                className="tile-radio"
                value={value}
                aria-labelledby={`${id}-${value}`}
                aria-describedby={`${id}-${value}-hint`}
                {...register('kind')}
              />
              <Icon size={26} aria-hidden="true" />
              <span id={`${id}-${value}`} className="type-card__label">
                {t(`alerts.kinds.${value}.label`)}
              </span>
              <span id={`${id}-${value}-hint`} className="kind-card__hint">
                {t(`alerts.kinds.${value}.hint`)}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} field="kind" code={error} />
    </fieldset>
  );
}
