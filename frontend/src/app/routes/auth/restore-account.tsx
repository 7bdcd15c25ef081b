import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { endSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * RestoreAccountRoute is opened from the notice mailed to the old address after an e-mail change (?token=):
 * the address goes back, every session ends and the owner signs in again with the new password.
 */
export default function RestoreAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle(t('auth.restoreAccount.title'));

  return (
    <Screen title={t('auth.restoreAccount.title')} subtitle={t('auth.restoreAccount.subtitle')}>
      {token ? (
        <NewPasswordForm
          token={token}
          purpose="restoreAccount"
          onSuccess={() => {
            // Every session of the account has ended, this one too.
            endSession(queryClient);
            void navigate(paths.signin.getHref(), { replace: true });
          }}
        />
      ) : (
        <div className="stack">
          <p className="form-error" role="alert">
            {t('auth.restoreAccount.missingToken')}
          </p>
          <Link className="btn btn--primary btn--block" to={paths.restorePassword.getHref()}>
            <span>{t('auth.restoreAccount.restorePassword')}</span>
          </Link>
        </div>
      )}
    </Screen>
  );
}
