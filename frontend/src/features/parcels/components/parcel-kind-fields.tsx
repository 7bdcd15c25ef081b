import clsx from 'clsx';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FieldError } from '@/components/ui/field-error';
import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { PARCEL_TYPES } from '@/lib/parcel-types';

import { PARCEL_SIZES, type ParcelFormValues } from '../api/create-parcel';

import '@/components/ui/choice-tiles.css';
import '@/components/ui/form.css';
import './parcels.css';

/** ParcelKindFields: the parcel type as chips with icons and the size as cards with weight hints. */
export function ParcelKindFields() {
  const { t } = useTranslation();
  const id = useId();
  const { register, control, formState } = useFormContext<ParcelFormValues>();
  const [type, size] = useWatch({ control, name: ['type', 'size'] });
  const { errors } = formState;
  const invalid = (code?: string) => (code ? true : undefined);
  return (
    <>
      <fieldset
        className="chips"
        role="radiogroup"
        aria-invalid={invalid(errors.type?.message)}
        aria-describedby={errors.type ? `${id}-type-error` : undefined}
      >
        <legend className="field__label">{t('parcels.fields.type')}</legend>
        <div className="chips__list">
          {PARCEL_TYPES.map((value) => (
            <label key={value} className={clsx('chip', 'chip--icon', type === value && 'chip--checked')}>
              <input type="radio" className="sr-only" value={value} {...register('type')} />
              <ParcelTypeIcon type={value} size={18} />
              <span>{t(`parcels.types.${value}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-type-error`} field="type" code={errors.type?.message} />
      </fieldset>
      <fieldset
        className="type-picker"
        role="radiogroup"
        aria-invalid={invalid(errors.size?.message)}
        aria-describedby={errors.size ? `${id}-size-error` : undefined}
      >
        <legend className="field__label">{t('parcels.fields.size')}</legend>
        <div className="type-picker__grid">
          {PARCEL_SIZES.map((value) => (
            <label key={value} className={clsx('type-card', 'size-card', size === value && 'type-card--checked')}>
              <input type="radio" className="sr-only" value={value} {...register('size')} />
              <span className="size-card__name">{value}</span>
              <span className="size-card__hint">{t(`parcels.sizes.${value}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-size-error`} field="size" code={errors.size?.message} />
      </fieldset>
    </>
  );
}
