import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormError } from '@/components/ui/field-error';
import { PersonFields } from '@/components/ui/person-fields';
import { applyFormError } from '@/lib/form-errors';
import { formatPhone } from '@/lib/phone';
import { toast } from '@/lib/toast';
import { useProfileStore } from '@/stores/profile-store';

import { aboutYourselfSchema, useAboutYourself, type AboutYourselfInput } from '../api/about-yourself';

import { SIGN_UP_TOAST } from './sign-up-form';

import '@/components/ui/form.css';

/** AboutYourselfForm: name, surname, phone and whether the new user wants to drive (told to onSuccess). */
export function AboutYourselfForm({ onSuccess }: { onSuccess: (wantsToDrive: boolean) => void }) {
  const { t } = useTranslation();
  const save = useAboutYourself();
  const profile = useProfileStore.getState(); // the starting values only
  const form = useForm<AboutYourselfInput>({
    resolver: zodResolver(aboutYourselfSchema),
    defaultValues: {
      name: profile.name,
      surname: profile.surname,
      phone: formatPhone(profile.phone),
      wantsToDrive: false,
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('auth.aboutYourself.success'), { id: SIGN_UP_TOAST });
        onSuccess(values.wantsToDrive);
      },
      onError: (err) => applyFormError(err, form.setError, ['name', 'surname', 'phone']),
    }),
  );

  return (
    <FormProvider {...form}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormError code={form.formState.errors.root?.server?.message} />
        <PersonFields />
        <CheckboxField
          label={t('auth.fields.wantsToDrive')}
          hint={t('auth.hints.wantsToDrive')}
          {...form.register('wantsToDrive')}
        />
        <Button type="submit" block loading={save.isPending}>
          {t('auth.aboutYourself.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
