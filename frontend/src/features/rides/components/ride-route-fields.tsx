import type { ComponentType } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';
import type { CityFieldProps } from '@/types/city-field';

import { departureRange, type RideFormValues } from '../api/create-ride';

type End = 'departureAddress' | 'arrivalAddress';

function AddressFields({ end, CityField }: { end: End; CityField: ComponentType<CityFieldProps> }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<RideFormValues>();
  const from = end === 'departureAddress';
  return (
    <div className="address-fields">
      <Controller
        control={control}
        name={`${end}.place`}
        render={({ field, fieldState }) => (
          <CityField
            name={field.name}
            label={from ? t('rides.fields.from') : t('rides.fields.to')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <InputField
        label={from ? t('rides.fields.meetingPoint') : t('rides.fields.street')}
        autoComplete="off"
        error={formState.errors[end]?.street?.message}
        {...register(`${end}.street`)}
      />
    </div>
  );
}

/** RideRouteFields: where from and where to (a city from the list, an optional street) and when. */
export function RideRouteFields({ CityField }: { CityField: ComponentType<CityFieldProps> }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<RideFormValues>();
  const { errors } = formState;
  const departure = useWatch({ control, name: 'departureDate' });
  const { min, max } = departureRange();
  return (
    <>
      <AddressFields end="departureAddress" CityField={CityField} />
      <AddressFields end="arrivalAddress" CityField={CityField} />
      <InputField
        type="datetime-local"
        label={t('rides.fields.departureDate')}
        min={min}
        max={max}
        error={errors.departureDate?.message}
        {...register('departureDate')}
      />
      <InputField
        type="datetime-local"
        label={t('rides.fields.arrivalDate')}
        min={departure || min}
        error={errors.arrivalDate?.message}
        {...register('arrivalDate')}
      />
    </>
  );
}
