import { useTranslation } from 'react-i18next';

import { ConfirmEmail } from '@/features/auth/components/confirm-email';
import { useDocumentTitle } from '@/lib/use-document-title';

/** ConfirmEmailRoute is the last sign-up step: go and open the e-mailed link. */
export default function ConfirmEmailRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.confirmEmail.title'));
  return <ConfirmEmail />;
}
