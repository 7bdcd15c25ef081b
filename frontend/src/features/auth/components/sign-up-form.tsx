import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field-error';
import { useCarryOver } from '@/lib/carry-over';
import { applyFormError } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import type { AuthResponse } from '@/types/api';

import { useSignUp, type SignUpInput } from '../api/sign-up';

import { CredentialFields } from './credential-fields';

import '@/components/ui/form.css';

/** SIGN_UP_TOAST is the one toast of the sign-up steps: each step's replaces the last one's, never stacking. */
export const SIGN_UP_TOAST = 'sign-up';

/** SignUpForm creates an account: e-mail, password and the terms note. */
export function SignUpForm({ onSuccess }: { onSuccess: (data: AuthResponse) => void }) {
  const { t, i18n } = useTranslation();
  const signUp = useSignUp({
    onSuccess: (data) => {
      toast.success(t('auth.signUp.success'), { id: SIGN_UP_TOAST });
      onSuccess(data);
    },
  });
  const form = useForm<SignUpInput>({
    resolver: lazyResolver(() => import('../api/credential-schemas').then((m) => m.signUpResolver)),
    // No defaults: the fields start as drawn, with what was typed into them before the app came.
  });

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, { onError: (err) => applyFormError(err, form.setError, ['email', 'password']) }),
  );

  // What was typed and pressed in the drawn form before the app arrived (sign-in-form.tsx).
  const ref = useRef<HTMLFormElement>(null);
  useCarryOver(ref);
  return (
    <FormProvider {...form}>
      <form ref={ref} className="form" method="post" onSubmit={onSubmit} noValidate>
        <fieldset className="form__fieldset">
          <FormError code={form.formState.errors.root?.server?.message} />
          <CredentialFields newAccount />
          <p className="form__note">
            <Trans
              i18nKey="auth.signUp.terms"
              components={{
                // The server's own page (not the app's): a new tab keeps what was typed here.
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the words in
                terms: <a href={`/terms?lang=${i18n.resolvedLanguage ?? 'en'}`} target="_blank" rel="noopener" />,
              }}
            />
          </p>
          <Button type="submit" block loading={signUp.isPending}>
            {t('auth.signUp.submit')}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
