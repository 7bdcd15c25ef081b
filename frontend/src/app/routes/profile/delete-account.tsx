import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { BackLink } from '@/features/profile/components/back-link';
import { DeleteAccountForm } from '@/features/profile/components/delete-account-form';
import { DeleteAccountInfo } from '@/features/profile/components/delete-account-info';
import { useDocumentTitle } from '@/lib/use-document-title';

/** DeleteAccountRoute: what deleting erases and keeps, "Download my data", and the deletion itself; then sign-in. */
export default function DeleteAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('deleteAccount.title'));
  return (
    <Screen
      title={t('deleteAccount.title')}
      subtitle={t('deleteAccount.subtitle')}
      footer={<BackLink to={paths.profile.getHref()}>{t('profile.back')}</BackLink>}
    >
      <DeleteAccountInfo />
      <DeleteAccountForm onDeleted={() => void navigate(paths.signin.getHref(), { replace: true })} />
    </Screen>
  );
}
