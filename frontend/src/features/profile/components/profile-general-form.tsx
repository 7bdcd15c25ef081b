import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field-error';
import { PersonFields } from '@/components/ui/person-fields';
import { applyFormError } from '@/lib/form-errors';
import { formatPhone } from '@/lib/phone';
import { toast } from '@/lib/toast';
import { useProfileStore } from '@/stores/profile-store';

import { generalSchema, useUpdateGeneral, type GeneralInput } from '../api/update-general';

import '@/components/ui/form.css';

/** ProfileGeneralForm edits name, surname and phone, prefilled from the profile. */
export function ProfileGeneralForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateGeneral();
  const profile = useProfileStore.getState(); // the starting values only
  const form = useForm<GeneralInput>({
    resolver: zodResolver(generalSchema),
    defaultValues: { name: profile.name, surname: profile.surname, phone: formatPhone(profile.phone) },
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('profile.general.success'));
        onSuccess();
      },
      onError: (err) => applyFormError(err, form.setError, ['name', 'surname', 'phone']),
    }),
  );

  return (
    <FormProvider {...form}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormError code={form.formState.errors.root?.server?.message} />
        <PersonFields />
        <Button type="submit" block loading={save.isPending}>
          {t('profile.general.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
