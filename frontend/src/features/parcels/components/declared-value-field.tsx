import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';

import type { ParcelFormValues } from '../api/create-parcel';

/** DeclaredValueField is what the contents are worth, optional; only the sender and their driver see it. */
export function DeclaredValueField() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ParcelFormValues>();
  return (
    <InputField
      label={t('parcels.fields.declaredValue')}
      inputMode="numeric"
      autoComplete="off"
      hint={t('parcels.hints.declaredValue')}
      trailing={<span className="input-affix">₴</span>}
      error={formState.errors.declaredValue?.message}
      {...register('declaredValue')}
    />
  );
}
