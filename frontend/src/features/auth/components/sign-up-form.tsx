import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field-error';
import { InputField } from '@/components/ui/input-field';
import { PasswordField } from '@/components/ui/password-field';
import { applyFormError } from '@/lib/errors';
import type { AuthResponse } from '@/types/api';

import { signUpSchema, useSignUp, type SignUpInput } from '../api/sign-up';

/** SignUpForm creates an account: e-mail, password and the terms note. */
export function SignUpForm({ onSuccess }: { onSuccess: (data: AuthResponse) => void }) {
  const { t } = useTranslation();
  const signUp = useSignUp({
    onSuccess: (data) => {
      toast.success(t('auth.signUp.success'));
      onSuccess(data);
    },
  });
  const { register, handleSubmit, setError, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    signUp.mutate(values, { onError: (err) => applyFormError(err, setError, ['email', 'password']) }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError code={errors.root?.server?.message} />
      <InputField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="new-password"
        hint={t('auth.hints.password')}
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="form__note">{t('auth.signUp.terms')}</p>
      <Button type="submit" block loading={signUp.isPending}>
        {t('auth.signUp.submit')}
      </Button>
    </form>
  );
}
