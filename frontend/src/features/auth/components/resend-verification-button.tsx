import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';

import { isAlreadyVerified, useResendVerification } from '../api/resend-verification';

interface ResendVerificationButtonProps {
  label: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  block?: boolean;
}

const RESENT_TOAST = 'verification-resent';

/** ResendVerificationButton asks for a new verification e-mail and says how it went. */
export function ResendVerificationButton({ label, variant = 'secondary', block }: ResendVerificationButtonProps) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const onClick = () =>
    resend.mutate(undefined, {
      // Pressed again, the toast is replaced rather than stacked.
      onSuccess: () => toast.success(t('auth.confirmEmail.resent'), { id: RESENT_TOAST }),
      onError: (err) =>
        isAlreadyVerified(err)
          ? toast.success(t('auth.confirmEmail.alreadyVerified'), { id: RESENT_TOAST })
          : toastError(err),
    });
  return (
    <Button variant={variant} block={block} loading={resend.isPending} onClick={onClick}>
      {label}
    </Button>
  );
}
