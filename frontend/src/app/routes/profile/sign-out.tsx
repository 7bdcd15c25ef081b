import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { SignOutConfirm } from '@/features/auth/components/sign-out-confirm';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SignOutRoute confirms signing out, then goes to sign-in. */
export default function SignOutRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.signOut.title'));
  return <SignOutConfirm onSuccess={() => void navigate(paths.signin.getHref(), { replace: true })} />;
}
