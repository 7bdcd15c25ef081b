import clsx from 'clsx';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FieldError } from '@/components/ui/field-error';

import { CAR_MODEL_TYPES, VEHICLE_TYPES } from '../api/create-vehicle';

import { VehicleIcon } from './vehicle-card';

import '@/components/ui/choice-tiles.css';
import '@/components/ui/form.css';

interface PickerProps {
  /** value is the checked option (null or "" while none is). */
  value: string | null | undefined;
  field: UseFormRegisterReturn;
  error?: string;
}

/** VehicleTypePicker is the radio group of vehicle types, as cards with the type's icon. */
export function VehicleTypePicker({ value, field, error }: PickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      className="type-picker"
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{t('vehicles.form.vehicleType')}</legend>
      <div className="type-picker__grid">
        {VEHICLE_TYPES.map((type) => (
          <label key={type} className={clsx('type-card', value === type && 'type-card--checked')}>
            <input type="radio" className="tile-radio" value={type} {...field} />
            <VehicleIcon type={type} size={28} />
            <span className="type-card__label">{t(`vehicles.types.${type}`)}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} field="vehicleType" code={error} />
    </fieldset>
  );
}

/** ModelTypeChips is the radio group of car bodies, as chips. */
export function ModelTypeChips({ value, field, error }: PickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      className="chips"
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{t('vehicles.form.modelType')}</legend>
      <div className="chips__list">
        {CAR_MODEL_TYPES.map((type) => (
          <label key={type} className={clsx('chip', value === type && 'chip--checked')}>
            <input type="radio" className="tile-radio" value={type} {...field} />
            {t(`vehicles.modelTypes.${type}`)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} field="modelType" code={error} />
    </fieldset>
  );
}
