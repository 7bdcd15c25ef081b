import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { BackLink } from '@/features/profile/components/back-link';
import { ProfilePasswordForm } from '@/features/profile/components/profile-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** ProfilePasswordRoute changes the password. */
export default function ProfilePasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('profile.password.title'));
  return (
    <Screen
      title={t('profile.password.title')}
      subtitle={t('profile.password.subtitle')}
      footer={<BackLink to={paths.profile.getHref()}>{t('profile.back')}</BackLink>}
    >
      <ProfilePasswordForm onSuccess={() => void navigate(paths.profile.getHref())} />
    </Screen>
  );
}
