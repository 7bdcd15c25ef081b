import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field-error';
import { InputField } from '@/components/ui/input-field';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { applyFormError } from '@/lib/errors';

import { signInSchema, useSignIn, type SignInInput } from '../api/sign-in';

/** SignInForm: e-mail, password and the link to restore a forgotten password. */
export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn({
    onSuccess: () => {
      toast.success(t('auth.signIn.success'));
      onSuccess();
    },
  });
  const { register, handleSubmit, setError, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, { onError: (err) => applyFormError(err, setError, ['email', 'password']) }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError code={errors.root?.server?.message} />
      <InputField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="form__aside">
        <Link className="link" to={paths.restorePassword.getHref()}>
          {t('auth.signIn.restoreLink')}
        </Link>
      </div>
      <Button type="submit" block loading={signIn.isPending}>
        {t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
