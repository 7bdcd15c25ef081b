import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { FormError } from '@/components/ui/field-error';
import { PasswordField } from '@/components/ui/password-field';
import { applyFormError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useProfileStore } from '@/stores/profile-store';

import { emailChangeSchema, useUpdateEmail, type EmailChangeInput } from '../api/update-email';

import '@/components/ui/form.css';

/** ProfileEmailForm moves the account to a new e-mail, confirmed with the current password. */
export function ProfileEmailForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const current = useProfileStore((s) => s.email);
  const save = useUpdateEmail();
  const { register, handleSubmit, setError, formState } = useForm<EmailChangeInput>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    const unchanged = values.email === current;
    save.mutate(values, {
      onSuccess: ({ email }) => {
        if (unchanged) toast.success(t('profile.email.unchanged'));
        else toast.success(t('profile.email.success', { email }), { duration: 6000 });
        onSuccess();
      },
      onError: (err) => applyFormError(err, setError, ['email', 'password']),
    });
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="break">
        <Trans i18nKey="profile.email.current" values={{ email: current }} components={{ strong: <strong /> }} />
      </p>
      <p className="form__note">{t('profile.email.text')}</p>
      <FormError code={errors.root?.server?.message} />
      <EmailField label={t('profile.email.newEmail')} error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={t('profile.email.currentPassword')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" block loading={save.isPending}>
        {t('profile.email.submit')}
      </Button>
    </form>
  );
}
