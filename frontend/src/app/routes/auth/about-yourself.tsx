import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { AboutYourselfForm } from '@/features/auth/components/about-yourself-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** AboutYourselfRoute is the second sign-up step: who the new user is. */
export default function AboutYourselfRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.aboutYourself.title'));
  return (
    <Screen title={t('auth.aboutYourself.title')} subtitle={t('auth.aboutYourself.subtitle')}>
      <AboutYourselfForm onSuccess={() => void navigate(paths.confirmEmail.getHref())} />
    </Screen>
  );
}
