import { useTranslation } from 'react-i18next';

import { Notice } from '@/components/ui/notice';
import { useProfileStore } from '@/stores/profile-store';

import { ResendVerificationButton } from './resend-verification-button';

/** VerifyEmailNotice reminds a user with an unverified e-mail why and how to verify it. */
export function VerifyEmailNotice() {
  const { t } = useTranslation();
  const verified = useProfileStore((s) => s.emailVerified);
  if (verified) return null;
  return (
    <Notice action={<ResendVerificationButton label={t('auth.verifyNotice.resend')} variant="secondary" />}>
      {t('auth.verifyNotice.text')}
    </Notice>
  );
}
