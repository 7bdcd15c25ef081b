import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { FullPageLoader } from '@/components/ui/full-page-loader';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { endSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useNewPasswordLinkCheck } from '../api/check-password-link';

import { DeadPasswordLink } from './dead-password-link';
import { NewPasswordForm } from './new-password-form';
import { PASSWORD_LINKS, type PasswordLinkPurpose } from './password-link-purposes';

import '@/components/ui/button.css';
import '@/components/ui/form.css';

/**
 * PasswordLinkScreen is opened from an e-mailed link (?token=) that ends in a new password: a reset, or taking
 * the account back after an e-mail change. Either way every session of the account ends, this one too, and
 * the user signs in again with the new password. A reset link is checked as the screen opens: a dead one offers a
 * new link instead of the form.
 */
export function PasswordLinkScreen({ purpose }: { purpose: PasswordLinkPurpose }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const text = PASSWORD_LINKS[purpose];
  const check = useNewPasswordLinkCheck(token, Boolean(text.checkOnOpen));
  const deadCode = isApiError(check.error) && text.restoreOn.includes(check.error.code) ? check.error.code : '';
  useDocumentTitle(t(text.title));

  // Another failure of the check (offline, too many tries) leaves the form: saving answers for the link.
  if (check.isLoading) return <FullPageLoader label={t('auth.newPassword.checking')} />;
  if (deadCode) return <DeadPasswordLink code={deadCode} />;
  return (
    <Screen title={t(text.title)} subtitle={t(text.subtitle)}>
      {token ? (
        <NewPasswordForm
          token={token}
          purpose={purpose}
          onSuccess={() => {
            endSession(queryClient);
            void navigate(paths.signin.getHref(), { replace: true });
          }}
        />
      ) : (
        <div className="stack">
          <p className="form-error" role="alert">
            {t(text.missing)}
          </p>
          <Link className="btn btn--primary btn--block" to={paths.restorePassword.getHref()}>
            <span>{t(text.restorePassword)}</span>
          </Link>
        </div>
      )}
    </Screen>
  );
}
