import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';

/** DeadPasswordLink stands in for the new-password form when the link is used, unknown or expired. */
export function DeadPasswordLink({ code }: { code: string }) {
  const { t } = useTranslation();
  const [title, text] =
    code === 'token_expired'
      ? [t('auth.newPassword.expiredTitle'), t('auth.newPassword.expiredText')]
      : [t('auth.newPassword.invalidTitle'), t('auth.newPassword.invalidText')];
  return (
    <Screen icon={<CircleX size={28} />} tone="danger" title={title}>
      <p className="screen__text" role="alert">
        {text}
      </p>
      <ButtonLink to={paths.restorePassword.getHref()} block>
        {t('auth.newPassword.requestNew')}
      </ButtonLink>
    </Screen>
  );
}
