import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field-error';
import { PasswordField } from '@/components/ui/password-field';
import { applyFormError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useProfileStore } from '@/stores/profile-store';

import { passwordChangeSchema, useChangePassword, type PasswordChangeInput } from '../api/change-password';

import '@/components/ui/form.css';

/** ProfilePasswordForm changes the password; a mismatched confirmation shows before anything is sent. */
export function ProfilePasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const email = useProfileStore((s) => s.email);
  const save = useChangePassword();
  const { register, handleSubmit, setError, formState } = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('profile.password.success'));
        onSuccess();
      },
      onError: (err) => applyFormError(err, setError, ['currentPassword', 'newPassword']),
    }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <FormError code={errors.root?.server?.message} />
      <PasswordField
        label={t('profile.password.currentPassword')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('profile.password.newPassword')}
        autoComplete="new-password"
        hint={t('auth.hints.password')}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('profile.password.confirmNewPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" block loading={save.isPending}>
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}
