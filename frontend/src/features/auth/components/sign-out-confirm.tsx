import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';

import { useSignOut } from '../api/sign-out';

/** SignOutConfirm asks before signing out. */
export function SignOutConfirm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut({
    onSuccess: () => {
      toast.success(t('auth.signOut.success'));
      onSuccess();
    },
  });
  const onClick = () => signOut.mutate(undefined, { onError: toastError });

  return (
    <Screen icon={<LogOut size={28} />} title={t('auth.signOut.title')}>
      <p className="screen__text">{t('auth.signOut.question')}</p>
      <div className="stack">
        <Button variant="danger" block loading={signOut.isPending} onClick={onClick}>
          {t('auth.signOut.confirm')}
        </Button>
        <ButtonLink to={paths.profile.getHref()} variant="secondary" block>
          {t('auth.signOut.cancel')}
        </ButtonLink>
      </div>
    </Screen>
  );
}
