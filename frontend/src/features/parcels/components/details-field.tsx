import clsx from 'clsx';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FieldError } from '@/components/ui/field-error';

import { PARCEL_LIMITS, type ParcelFormValues } from '../api/create-parcel';

import '@/components/ui/form.css';

/** DetailsField is the optional description of the parcel, with a character counter. */
export function DetailsField() {
  const { t } = useTranslation();
  const id = useId();
  const { register, control, formState } = useFormContext<ParcelFormValues>();
  const details = useWatch({ control, name: 'details' });
  const count = [...details.trim()].length;
  const error = formState.errors.details?.message;
  return (
    <div className={clsx('field', error && 'field--invalid')}>
      <label className="field__label" htmlFor={id}>
        {t('parcels.fields.details')}
      </label>
      <textarea
        id={id}
        className="input textarea"
        rows={4}
        placeholder={t('parcels.hints.detailsPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(`${id}-count`, error && `${id}-error`)}
        {...register('details')}
      />
      <p
        id={`${id}-count`}
        className={clsx('field__hint', 'field__counter', count > PARCEL_LIMITS.detailsMax && 'field__counter--over')}
      >
        {t('parcels.hints.detailsCount', { count, max: PARCEL_LIMITS.detailsMax })}
      </p>
      <FieldError id={`${id}-error`} field="details" code={error} />
    </div>
  );
}
