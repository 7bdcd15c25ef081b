import { MailCheck, MailOpen } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { backToIntent } from '@/lib/intent';
import { useProfileStore } from '@/stores/profile-store';

import { ResendVerificationButton } from './resend-verification-button';

/** ConfirmEmail tells the new user where the verification e-mail went and lets them resend it. */
export function ConfirmEmail() {
  const { t } = useTranslation();
  const email = useProfileStore((s) => s.email);
  const verified = useProfileStore((s) => s.emailVerified);
  // A search acted on before signing up waits for the person there (lib/intent.ts).
  const back = backToIntent();

  if (verified) {
    return (
      <Screen icon={<MailCheck size={28} />} tone="success" title={t('auth.verifiedEmail.title')}>
        <p className="screen__text">
          <Trans i18nKey="auth.confirmEmail.verified" values={{ email }} components={{ strong: <strong /> }} />
        </p>
        <ButtonLink to={back?.to ?? paths.home.getHref()} state={back?.state} block>
          {t(back ? 'auth.confirmEmail.backToSearch' : 'auth.confirmEmail.continue')}
        </ButtonLink>
      </Screen>
    );
  }

  // What to do comes first: open the e-mail and press its link (or have it sent again); going back is secondary.
  return (
    <Screen icon={<MailOpen size={28} />} title={t('auth.confirmEmail.title')}>
      <p className="screen__text">
        <Trans
          i18nKey="auth.confirmEmail.sentTo"
          values={{ email }}
          components={{ strong: <strong className="break" /> }}
        />
      </p>
      <p className="screen__text muted">
        {back ? `${t('auth.confirmEmail.text')} ${t('auth.confirmEmail.backAfter')}` : t('auth.confirmEmail.text')}
      </p>
      <div className="stack">
        <p className="screen__text muted">{t('auth.confirmEmail.notReceived')}</p>
        <ResendVerificationButton label={t('auth.confirmEmail.resend')} block />
        <ButtonLink variant="ghost" to={back?.to ?? paths.home.getHref()} state={back?.state} block>
          {t(back ? 'auth.confirmEmail.backToSearch' : 'auth.confirmEmail.continue')}
        </ButtonLink>
      </div>
    </Screen>
  );
}
