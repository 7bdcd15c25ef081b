import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { IntentNotice } from '@/features/auth/components/intent-notice';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SignUpRoute creates the account, in the language the visitor chose (useSignUp sends it). */
export default function SignUpRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      <IntentNotice />
      <SignUpForm
        onSuccess={() => {
          void navigate(paths.aboutYourself.getHref(), { replace: true });
        }}
      />
    </Screen>
  );
}
