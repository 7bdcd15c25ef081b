import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useDocumentTitle } from '@/lib/use-document-title';

import type { RedirectState } from '../../guards';

/** SignInRoute signs in and returns the user where they were going (home by default). */
export default function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = (useLocation().state as RedirectState | null)?.from;
  useDocumentTitle(t('auth.signIn.title'));

  const target = from && !from.startsWith(paths.signOut.path) ? from : paths.home.getHref();
  return (
    <Screen
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <p>
          {t('auth.signIn.noAccount')}{' '}
          <Link className="link" to={paths.signup.getHref()}>
            {t('auth.signIn.signUpLink')}
          </Link>
        </p>
      }
    >
      <SignInForm onSuccess={() => void navigate(target, { replace: true })} />
    </Screen>
  );
}
