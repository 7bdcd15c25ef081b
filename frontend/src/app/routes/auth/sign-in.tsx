import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { IntentNotice } from '@/features/auth/components/intent-notice';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { backToIntent } from '@/lib/intent';
import { useDocumentTitle } from '@/lib/use-document-title';

import type { RedirectState } from '../../guards';

/** SignInRoute signs in and returns the user where they were going (home by default). */
export default function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = (useLocation().state as RedirectState | null)?.from;
  useDocumentTitle(t('auth.signIn.title'));

  // Where the visitor was going: the screen that sent them here, else the public search they acted on, else home.
  const back = () => {
    if (from && !from.startsWith(paths.signOut.path)) return navigate(from, { replace: true });
    const intent = backToIntent();
    return navigate(intent?.to ?? paths.home.getHref(), { replace: true, state: intent?.state });
  };
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
      <IntentNotice />
      <SignInForm onSuccess={() => void back()} />
    </Screen>
  );
}
