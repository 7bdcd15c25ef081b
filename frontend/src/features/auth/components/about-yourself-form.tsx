import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormError } from '@/components/ui/field-error';
import { InputField } from '@/components/ui/input-field';
import { applyFormError } from '@/lib/errors';
import { formatPhone } from '@/lib/phone';
import { useProfileStore } from '@/stores/profile-store';

import { aboutYourselfSchema, useAboutYourself, type AboutYourselfInput } from '../api/about-yourself';

/** AboutYourselfForm: name, surname, phone and whether the new user wants to drive (told to onSuccess). */
export function AboutYourselfForm({ onSuccess }: { onSuccess: (wantsToDrive: boolean) => void }) {
  const { t } = useTranslation();
  const save = useAboutYourself();
  const profile = useProfileStore.getState(); // the starting values only
  const { register, handleSubmit, setError, formState } = useForm<AboutYourselfInput>({
    resolver: zodResolver(aboutYourselfSchema),
    defaultValues: { name: profile.name, surname: profile.surname, phone: formatPhone(profile.phone), wantsToDrive: false },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('auth.aboutYourself.success'));
        onSuccess(values.wantsToDrive);
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
      <CheckboxField label={t('auth.fields.wantsToDrive')} hint={t('auth.hints.wantsToDrive')} {...register('wantsToDrive')} />
      <Button type="submit" block loading={save.isPending}>
        {t('auth.aboutYourself.submit')}
      </Button>
    </form>
  );
}
