import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useUpdateLanguage } from '@/features/profile/api/update-language';
import { currentLanguage } from '@/i18n';
import { toastError } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SignUpRoute creates the account and saves the language the visitor chose to the new profile. */
export default function SignUpRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const updateLanguage = useUpdateLanguage();
  useDocumentTitle(t('auth.signUp.title'));

  return (
    <Screen
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <p>
          {t('auth.signUp.haveAccount')}{' '}
          <Link className="link" to={paths.signin.getHref()}>
            {t('auth.signUp.signInLink')}
          </Link>
        </p>
      }
    >
      <SignUpForm
        onSuccess={({ profile }) => {
          const language = currentLanguage();
          if (profile.language !== language) updateLanguage.mutate(language, { onError: toastError });
          void navigate(paths.aboutYourself.getHref(), { replace: true });
        }}
      />
    </Screen>
  );
}
