import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { VerifiedEmail } from '@/features/auth/components/verified-email';
import { useDocumentTitle } from '@/lib/use-document-title';

/** VerifiedEmailRoute is opened from the verification e-mail (?token=). */
export default function VerifiedEmailRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('auth.verifiedEmail.title'));
  return <VerifiedEmail token={params.get('token') ?? ''} />;
}
