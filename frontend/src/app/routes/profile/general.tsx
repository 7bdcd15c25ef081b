import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { BackLink } from '@/features/profile/components/back-link';
import { ProfileGeneralForm } from '@/features/profile/components/profile-general-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** ProfileGeneralRoute edits name, surname and phone. */
export default function ProfileGeneralRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('profile.general.title'));
  return (
    <Screen
      title={t('profile.general.title')}
      subtitle={t('profile.general.subtitle')}
      footer={<BackLink to={paths.profile.getHref()}>{t('profile.back')}</BackLink>}
    >
      <ProfileGeneralForm onSuccess={() => void navigate(paths.profile.getHref())} />
    </Screen>
  );
}
