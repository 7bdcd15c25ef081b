import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';

import type { ParcelFormValues } from '../api/create-parcel';

import '@/components/ui/form.css';

/** RecipientFields: who receives the parcel; a phone or an e-mail is needed for the confirmation link. */
export function RecipientFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ParcelFormValues>();
  const errors = formState.errors.recipient;
  return (
    <>
      <p className="form__note">{t('parcels.hints.recipient')}</p>
      <div className="field-row">
        <InputField
          label={t('parcels.fields.recipientName')}
          autoComplete="off"
          error={errors?.name?.message}
          {...register('recipient.name')}
        />
        <InputField
          label={t('parcels.fields.recipientLastName')}
          autoComplete="off"
          error={errors?.lastName?.message}
          {...register('recipient.lastName')}
        />
      </div>
      <InputField
        type="tel"
        inputMode="tel"
        autoComplete="off"
        label={t('parcels.fields.recipientPhone')}
        placeholder="+380 67 123 4567"
        error={errors?.phoneNumber?.message}
        {...register('recipient.phoneNumber')}
      />
      <InputField
        type="email"
        autoComplete="off"
        label={t('parcels.fields.recipientEmail')}
        placeholder="name@example.com"
        error={errors?.emailAddress?.message}
        {...register('recipient.emailAddress')}
      />
    </>
  );
}
