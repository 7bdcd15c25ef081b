import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField } from './input-field';

/** PersonValues are the fields PersonFields registers; the form may hold more. */
export interface PersonValues {
  name: string;
  surname: string;
  phone: string;
}

/** PersonFields is a user's name, surname and phone, as inputs of a react-hook-form context. */
export function PersonFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<PersonValues>();
  const { errors } = formState;
  return (
    <>
      <InputField
        label={t('auth.fields.name')}
        autoComplete="given-name"
        error={errors.name?.message}
        {...register('name')}
      />
      <InputField
        label={t('auth.fields.surname')}
        autoComplete="family-name"
        error={errors.surname?.message}
        {...register('surname')}
      />
      <InputField
        label={t('auth.fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('auth.hints.phone')}
        error={errors.phone?.message}
        {...register('phone')}
      />
    </>
  );
}
