import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field-error';
import { paths } from '@/config/paths';
import { useCarryOver } from '@/lib/carry-over';
import { errorCode } from '@/lib/errors';
import { applyFormError } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';

import { useSignIn, type SignInInput } from '../api/sign-in';

import { CredentialFields } from './credential-fields';
import { SuspendedNote } from './suspended-note';

import '@/components/ui/form.css';

/** SignInForm: e-mail, password and the link to restore a forgotten password. */
export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn({
    onSuccess: () => {
      toast.success(t('auth.signIn.success'));
      onSuccess();
    },
  });
  const form = useForm<SignInInput>({
    resolver: lazyResolver(() => import('../api/credential-schemas').then((m) => m.signInResolver)),
    // No defaults: the fields start as drawn, with what was typed into them before the app came.
  });

  // A suspended account gets its own words: the password was right, and trying again will not help.
  const [suspended, setSuspended] = useState(false);
  const onSubmit = form.handleSubmit((values) => {
    setSuspended(false);
    signIn.mutate(values, {
      onError: (err) => {
        if (errorCode(err) === 'account_suspended') setSuspended(true);
        else applyFormError(err, form.setError, ['email', 'password']);
      },
    });
  });

  // The drawn form is used before the app arrives: what was typed and pressed then is applied here. Posted, its
  // fields never go into an address, even if pressed before anything could hold the press.
  const ref = useRef<HTMLFormElement>(null);
  useCarryOver(ref);
  return (
    <FormProvider {...form}>
      <form ref={ref} className="form" method="post" onSubmit={onSubmit} noValidate>
        <fieldset className="form__fieldset">
          <FormError code={form.formState.errors.root?.server?.message} />
          {suspended && <SuspendedNote />}
          <CredentialFields />
          <div className="form__aside">
            <Link className="link" to={paths.restorePassword.getHref()}>
              {t('auth.signIn.restoreLink')}
            </Link>
          </div>
          <Button type="submit" block loading={signIn.isPending}>
            {t('auth.signIn.submit')}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
