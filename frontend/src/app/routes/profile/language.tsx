import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { LanguageForm } from '@/features/profile/components/language-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** ProfileLanguageRoute chooses the interface language. */
export default function ProfileLanguageRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.language.title'));
  return (
    <Screen
      title={t('profile.language.title')}
      footer={
        <Link className="link link--with-icon" to={paths.profile.getHref()}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('profile.language.back')}
        </Link>
      }
    >
      <LanguageForm />
    </Screen>
  );
}
