import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { EmailField } from '@/components/ui/email-field';
import { PasswordField } from '@/components/ui/password-field';

/** CredentialValues are what signing in and signing up both ask for. */
export interface CredentialValues {
  email: string;
  password: string;
}

/**
 * CredentialFields is the e-mail and password of a react-hook-form context. With newAccount they are a new
 * account's (password managers offer to save them, and the password rules are shown), else an existing one's.
 */
export function CredentialFields({ newAccount = false }: { newAccount?: boolean }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<CredentialValues>();
  const { errors } = formState;
  return (
    <>
      <EmailField
        label={t('auth.fields.email')}
        autoComplete={newAccount ? 'email' : 'username'}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete={newAccount ? 'new-password' : 'current-password'}
        hint={newAccount ? t('auth.hints.password') : undefined}
        error={errors.password?.message}
        {...register('password')}
      />
    </>
  );
}
