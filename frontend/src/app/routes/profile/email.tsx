import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { BackLink } from '@/features/profile/components/back-link';
import { ProfileEmailForm } from '@/features/profile/components/profile-email-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** ProfileEmailRoute moves the account to a new e-mail, which must be verified again. */
export default function ProfileEmailRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('profile.email.title'));
  return (
    <Screen
      title={t('profile.email.title')}
      footer={<BackLink to={paths.profile.getHref()}>{t('profile.back')}</BackLink>}
    >
      <ProfileEmailForm onSuccess={() => void navigate(paths.profile.getHref())} />
    </Screen>
  );
}
