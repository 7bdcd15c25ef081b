import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { backToIntent } from '@/lib/intent';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-store';

import { useVerifyEmail } from '../api/verify-email';

import { ResendVerificationButton } from './resend-verification-button';

/** VerifiedEmail verifies the e-mailed token once and shows the outcome. */
export function VerifiedEmail({ token }: { token: string }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.token !== '');
  const verify = useVerifyEmail();
  const navigate = useNavigate();
  const { mutate } = verify;
  const started = useRef(false);

  useEffect(() => {
    // A token works once: never send it twice (StrictMode runs effects twice in development).
    if (started.current || !token) return;
    started.current = true;
    // A failure is told once, on the screen below with the way on (a new link), not again in a toast.
    mutate(token, {
      onSuccess: () => {
        toast.success(t('auth.verifiedEmail.title'));
        // Signed in here, with a search acted on before signing up: straight back to it, the action open again.
        const back = useAuthStore.getState().token !== '' ? backToIntent() : undefined;
        if (back) void navigate(back.to, { replace: true, state: back.state });
      },
    });
  }, [token, mutate, t, navigate]);

  const next = signedIn ? paths.home.getHref() : paths.signin.getHref();

  if (verify.isSuccess) {
    return (
      <Screen icon={<CircleCheck size={28} />} tone="success" title={t('auth.verifiedEmail.title')}>
        <p className="screen__text">{t('auth.verifiedEmail.text')}</p>
        <ButtonLink to={next} block>
          {t('auth.verifiedEmail.continue')}
        </ButtonLink>
      </Screen>
    );
  }
  if (token && !verify.isError) return <FullPageLoader label={t('auth.verifiedEmail.verifying')} />;

  const code = !token ? 'token_invalid' : isApiError(verify.error) ? verify.error.code : '';
  const [title, text] =
    code === 'token_expired'
      ? [t('auth.verifiedEmail.expiredTitle'), t('auth.verifiedEmail.expiredText')]
      : code === 'token_invalid'
        ? [t('auth.verifiedEmail.invalidTitle'), t('auth.verifiedEmail.invalidText')]
        : [t('auth.verifiedEmail.failedTitle'), errorMessage(verify.error)];

  return (
    <Screen icon={<CircleX size={28} />} tone="danger" title={title}>
      <p className="screen__text" role="alert">
        {text}
      </p>
      <div className="stack">
        {signedIn ? (
          <ResendVerificationButton label={t('auth.verifiedEmail.resend')} variant="primary" block />
        ) : (
          <ButtonLink to={paths.signin.getHref()} block>
            {t('auth.verifiedEmail.signIn')}
          </ButtonLink>
        )}
        {signedIn && (
          <ButtonLink to={paths.home.getHref()} variant="ghost" block>
            {t('auth.verifiedEmail.continue')}
          </ButtonLink>
        )}
      </div>
    </Screen>
  );
}
