import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import '@/components/ui/form.css';

/** SuspendedNote tells someone signing in that an admin has suspended their account (403 account_suspended). */
export function SuspendedNote() {
  const { t } = useTranslation();
  return (
    <div className="form-error" role="alert">
      <Ban size={18} aria-hidden="true" />
      <span>
        <strong>{t('admin.suspendedSignIn.title')}</strong> {t('admin.suspendedSignIn.text')}
      </span>
    </div>
  );
}
