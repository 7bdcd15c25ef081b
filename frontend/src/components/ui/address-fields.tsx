import type { ComponentType } from 'react';
import { Controller, useFormContext } from 'react-hook-form';

import { errorAt } from '@/lib/form-errors';
import type { CityFieldProps } from '@/types/city-field';

import { InputField } from './input-field';

import './address-fields.css';

interface AddressFieldsProps {
  /** name is the form path of one end of a route, an { place, street } object. */
  name: string;
  cityLabel: string;
  streetLabel: string;
  /** CityField is the city picker (the places feature's combobox). */
  CityField: ComponentType<CityFieldProps>;
}

/** AddressFields is one end of a route in a form (react-hook-form context): a city from the list and a street. */
export function AddressFields({ name, cityLabel, streetLabel, CityField }: AddressFieldsProps) {
  const { control, register, formState } = useFormContext();
  const street = `${name}.street`;
  return (
    <div className="address-fields">
      <Controller
        control={control}
        name={`${name}.place`}
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
        label={streetLabel}
        autoComplete="off"
        error={errorAt(formState.errors, street)}
        {...register(street)}
      />
    </div>
  );
}
