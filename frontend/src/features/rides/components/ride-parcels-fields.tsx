import clsx from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { FieldError } from '@/components/ui/field-error';
import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { PARCEL_TYPES } from '@/lib/parcel-types';

import { RIDE_LIMITS, type RideFormValues } from '../api/create-ride';

import '@/components/ui/checkbox-field.css';
import '@/components/ui/choice-tiles.css';
import '@/components/ui/form.css';
import './rides.css';

/** CapacityField is how many parcels the ride takes (1–20): a number with − and + buttons. */
function CapacityField() {
  const { t } = useTranslation();
  const id = useId();
  const { register, control, setValue, formState } = useFormContext<RideFormValues>();
  const value = Number(useWatch({ control, name: 'capacity' })) || 0;
  const error = formState.errors.capacity?.message;
  const step = (by: number) => {
    const next = Math.min(RIDE_LIMITS.capacityMax, Math.max(RIDE_LIMITS.capacityMin, value + by));
    setValue('capacity', String(next), { shouldValidate: formState.isSubmitted, shouldDirty: true });
  };
  return (
    <div className={clsx('field', error && 'field--invalid')}>
      <label className="field__label" htmlFor={id}>
        {t('rides.fields.capacity')}
      </label>
      <div className="stepper">
        <button
          type="button"
          className="stepper__button"
          aria-label={t('rides.fields.capacityLess')}
          disabled={value <= RIDE_LIMITS.capacityMin}
          onClick={() => step(-1)}
        >
          <Minus size={20} aria-hidden="true" />
        </button>
        <input
          id={id}
          className="input stepper__input"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(`${id}-hint`, error && `${id}-error`)}
          {...register('capacity')}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={t('rides.fields.capacityMore')}
          disabled={value >= RIDE_LIMITS.capacityMax}
          onClick={() => step(1)}
        >
          <Plus size={20} aria-hidden="true" />
        </button>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {t('rides.hints.capacity')}
      </p>
      <FieldError id={`${id}-error`} field="capacity" code={error} />
    </div>
  );
}

/** RideParcelsFields: capacity, the parcel types the driver takes (none chosen: any), and instant booking. */
export function RideParcelsFields() {
  const { t } = useTranslation();
  const id = useId();
  const { register, control } = useFormContext<RideFormValues>();
  const chosen = useWatch({ control, name: 'parcelsTypes' });
  return (
    <>
      <CapacityField />
      <fieldset className="chips" aria-describedby={`${id}-hint`}>
        <legend className="field__label">{t('rides.fields.parcelsTypes')}</legend>
        <p id={`${id}-hint`} className="field__hint chips__hint">
          {t('rides.hints.parcelsTypes')}
        </p>
        <div className="chips__list">
          {PARCEL_TYPES.map((type) => (
            <label key={type} className={clsx('chip', 'chip--icon', chosen.includes(type) && 'chip--checked')}>
              <input type="checkbox" className="sr-only" value={type} {...register('parcelsTypes')} />
              <ParcelTypeIcon type={type} size={18} />
              <span>{t(`parcels.types.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <CheckboxField label={t('rides.instant.toggle')} hint={t('rides.instant.hint')} {...register('instant')} />
    </>
  );
}
