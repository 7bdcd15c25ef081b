import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field-error';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { applyFormError } from '@/lib/errors';

import { newPasswordSchema, useNewPassword, type NewPasswordInput } from '../api/new-password';

const isTokenError = (err: unknown) => isApiError(err) && (err.code === 'token_invalid' || err.code === 'token_expired');

/** NewPasswordForm sets a new password with the e-mailed token; a mismatch is shown under the confirmation. */
export function NewPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const { t } = useTranslation();
  const save = useNewPassword();
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(({ password }) =>
    save.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success(t('auth.newPassword.success'));
          onSuccess();
        },
        onError: (err) => applyFormError(err, setError, ['password']),
      },
    ),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError code={errors.root?.server?.message} />
      {isTokenError(save.error) && (
        <Link className="link" to={paths.restorePassword.getHref()}>
          {t('auth.newPassword.requestNew')}
        </Link>
      )}
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        hint={t('auth.hints.password')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('auth.fields.confirmNewPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" block loading={save.isPending}>
        {t('auth.newPassword.submit')}
      </Button>
    </form>
  );
}
