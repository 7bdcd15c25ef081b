import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field-error';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { applyFormError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

import { newPasswordSchema, type NewPasswordInput } from '../api/new-password';

import { PASSWORD_LINKS, type PasswordLinkPurpose } from './password-link-purposes';

import '@/components/ui/form.css';

/**
 * NewPasswordForm sets a new password with the e-mailed token; a mismatch is shown under the confirmation.
 * Its purpose picks the endpoint: /auth/new-password (reset, the default) or /auth/restore-account.
 */
export function NewPasswordForm({
  token,
  purpose = 'reset',
  onSuccess,
}: {
  token: string;
  purpose?: PasswordLinkPurpose;
  onSuccess: () => void;
}) {
  const { t } = useTranslation();
  const variant = PASSWORD_LINKS[purpose];
  const save = useMutation({ mutationFn: variant.send });
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const offerRestore = isApiError(save.error) && variant.restoreOn.includes(save.error.code);

  const onSubmit = handleSubmit(({ password }) =>
    save.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success(t(variant.success));
          onSuccess();
        },
        onError: (err) => applyFormError(err, setError, ['password']),
      },
    ),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError code={errors.root?.server?.message} context={variant.context} />
      {offerRestore && (
        <Link className="link" to={paths.restorePassword.getHref()}>
          {t(variant.restorePassword)}
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
        {t(variant.submit)}
      </Button>
    </form>
  );
}
