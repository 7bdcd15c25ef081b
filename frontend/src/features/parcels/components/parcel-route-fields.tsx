import type { ComponentType } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';
import type { CityFieldProps } from '@/types/city-field';

import { pickupRange, type ParcelFormValues } from '../api/create-parcel';

type End = 'shippingAddress' | 'deliveryAddress';

function AddressFields({ end, cityLabel, CityField }: { end: End; cityLabel: string; CityField: ComponentType<CityFieldProps> }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<ParcelFormValues>();
  return (
    <div className="address-fields">
      <Controller
        control={control}
        name={`${end}.place`}
        render={({ field, fieldState }) => (
          <CityField
            name={field.name}
            label={cityLabel}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <InputField
        label={t('parcels.fields.street')}
        autoComplete="off"
        error={formState.errors[end]?.street?.message}
        {...register(`${end}.street`)}
      />
    </div>
  );
}

/** ParcelRouteFields: where from and where to (a city from the list and a street) and the two dates. */
export function ParcelRouteFields({ CityField }: { CityField: ComponentType<CityFieldProps> }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<ParcelFormValues>();
  const { errors } = formState;
  const pickup = useWatch({ control, name: 'shippingDate' });
  const { min, max } = pickupRange();
  return (
    <>
      <AddressFields end="shippingAddress" cityLabel={t('parcels.fields.from')} CityField={CityField} />
      <AddressFields end="deliveryAddress" cityLabel={t('parcels.fields.to')} CityField={CityField} />
      <div className="field-row">
        <InputField
          type="date"
          label={t('parcels.fields.shippingDate')}
          min={min}
          max={max}
          error={errors.shippingDate?.message}
          {...register('shippingDate')}
        />
        <InputField
          type="date"
          label={t('parcels.fields.deliveryDate')}
          min={pickup || min}
          error={errors.deliveryDate?.message}
          {...register('deliveryDate')}
        />
      </div>
    </>
  );
}
