import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { RestorePassword } from '@/features/auth/components/restore-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** RestorePasswordRoute asks for a link to set a new password. */
export default function RestorePasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.restorePassword.title'));
  return (
    <RestorePassword
      footer={
        <Link className="link link--with-icon" to={paths.signin.getHref()}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('auth.restorePassword.backToSignIn')}
        </Link>
      }
    />
  );
}
