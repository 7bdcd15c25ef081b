import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { endSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** NewPasswordRoute is opened from the reset e-mail (?token=); afterwards the user signs in again. */
export default function NewPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle(t('auth.newPassword.title'));

  return (
    <Screen title={t('auth.newPassword.title')} subtitle={t('auth.newPassword.subtitle')}>
      {token ? (
        <NewPasswordForm
          token={token}
          onSuccess={() => {
            // A new password ends the account's sessions: sign in again with it.
            endSession(queryClient);
            void navigate(paths.signin.getHref(), { replace: true });
          }}
        />
      ) : (
        <div className="stack">
          <p className="form-error" role="alert">
            {t('auth.newPassword.missingToken')}
          </p>
          <Link className="btn btn--primary btn--block" to={paths.restorePassword.getHref()}>
            <span>{t('auth.newPassword.requestNew')}</span>
          </Link>
        </div>
      )}
    </Screen>
  );
}
