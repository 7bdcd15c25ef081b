import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field-error';
import { InputField } from '@/components/ui/input-field';
import { applyFormError } from '@/lib/errors';
import { formatPhone } from '@/lib/phone';
import { useProfileStore } from '@/stores/profile-store';

import { generalSchema, useUpdateGeneral, type GeneralInput } from '../api/update-general';

/** ProfileGeneralForm edits name, surname and phone, prefilled from the profile. */
export function ProfileGeneralForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateGeneral();
  const profile = useProfileStore.getState(); // the starting values only
  const { register, handleSubmit, setError, formState } = useForm<GeneralInput>({
    resolver: zodResolver(generalSchema),
    defaultValues: { name: profile.name, surname: profile.surname, phone: formatPhone(profile.phone) },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('profile.general.success'));
        onSuccess();
      },
      onError: (err) => applyFormError(err, setError, ['name', 'surname', 'phone']),
    }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError code={errors.root?.server?.message} />
      <InputField label={t('auth.fields.name')} autoComplete="given-name" error={errors.name?.message} {...register('name')} />
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
      <Button type="submit" block loading={save.isPending}>
        {t('profile.general.submit')}
      </Button>
    </form>
  );
}
