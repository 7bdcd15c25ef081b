import { Ban, Flag, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { personName } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { UserCard } from '@/types/api';

import { useBlockUser, useUnblockUser } from '../api/block-user';
import { userErrorMessage } from '../utils/messages';

import { ReportDialog } from './report-dialog';

import '@/components/ui/button.css';
import './users.css';

/**
 * UserActions are "Report" and "Block" (or "Unblock") on someone else's card. Blocking asks first and says what it
 * does; unblocking is at once.
 */
export function UserActions({ user }: { user: UserCard }) {
  const { t } = useTranslation();
  const name = personName(user);
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const [reporting, setReporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const onError = (err: unknown) => toast.error(userErrorMessage(err, 'users'), { id: 'block-error' });

  return (
    <div className="user-actions">
      <Button variant="secondary" block icon={<Flag size={18} aria-hidden="true" />} onClick={() => setReporting(true)}>
        {t('users.report')}
      </Button>
      {user.blocked ? (
        <Button
          variant="secondary"
          block
          icon={<ShieldCheck size={18} aria-hidden="true" />}
          loading={unblock.isPending}
          onClick={() =>
            unblock.mutate(user.userId, {
              onSuccess: () => toast.success(t('users.unblocked', { name })),
              onError,
            })
          }
        >
          {t('users.unblock')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          className="btn--danger-outline"
          block
          icon={<Ban size={18} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          {t('users.block')}
        </Button>
      )}
      {reporting && <ReportDialog target={{ userId: user.userId }} about={name} onClose={() => setReporting(false)} />}
      <ConfirmDialog
        open={confirming}
        title={t('users.blockDialog.title', { name })}
        text={t('users.blockDialog.text', { name })}
        confirmLabel={t('users.blockDialog.confirm')}
        cancelLabel={t('users.blockDialog.cancel')}
        busy={block.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          block.mutate(user.userId, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('users.blocked', { name }));
            },
            onError: (err) => {
              setConfirming(false);
              onError(err);
            },
          })
        }
      />
    </div>
  );
}
