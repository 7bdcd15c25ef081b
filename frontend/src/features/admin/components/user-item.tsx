import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PersonLink } from '@/components/ui/person-link';
import { deletedAccountName, formatRelative } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { AdminUser } from '@/types/api';

import { useSuspendUser, useUnsuspendUser } from '../api/suspend-user';
import { adminErrorMessage } from '../utils/messages';

import { ReasonDialog } from './reason-dialog';

import '@/components/ui/item-card.css';
import '@/components/ui/status-tag.css';
import './admin.css';

/** fullName is an account's name as an admin sees it: first name and full surname. */
const fullName = (u: AdminUser) => `${u.name} ${u.surname}`.trim();

function Badges({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const badges: [string, string][] = [];
  if (user.role === 'admin') badges.push(['violet', t('admin.badges.admin')]);
  if (user.suspended) badges.push(['red', t('admin.badges.suspended')]);
  if (user.deleted) badges.push(['grey', t('admin.badges.deleted')]);
  if (!user.emailVerified && !user.deleted) badges.push(['amber', t('admin.badges.unverified')]);
  if (badges.length === 0) return null;
  return (
    <p className="admin-user__badges">
      {badges.map(([tone, label]) => (
        <span key={label} className={`tag tag--${tone}`}>
          {label}
        </span>
      ))}
    </p>
  );
}

/** UserActions suspends an account (with a reason) or lifts its suspension (after a question). */
function UserActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const [open, setOpen] = useState(false);
  const name = fullName(user) || user.email;
  if (user.deleted || (user.role === 'admin' && !user.suspended)) return null;

  if (user.suspended) {
    return (
      <>
        <Button
          variant="secondary"
          className="btn--small"
          aria-label={t('admin.users.unsuspendName', { name })}
          onClick={() => setOpen(true)}
        >
          {t('admin.users.unsuspend')}
        </Button>
        <ConfirmDialog
          open={open}
          tone="primary"
          title={t('admin.users.unsuspendDialog.title', { name })}
          text={t('admin.users.unsuspendDialog.text')}
          confirmLabel={t('admin.users.unsuspend')}
          cancelLabel={t('admin.dialog.back')}
          busy={unsuspend.isPending}
          onCancel={() => setOpen(false)}
          onConfirm={() =>
            unsuspend.mutate(user.userId, {
              onSuccess: () => {
                toast.success(t('admin.users.unsuspended', { name }));
                setOpen(false);
              },
              onError: (err) => toast.error(adminErrorMessage(err), { id: 'admin-unsuspend-error' }),
            })
          }
        />
      </>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        className="btn--small btn--danger-outline"
        aria-label={t('admin.users.suspendName', { name })}
        onClick={() => setOpen(true)}
      >
        {t('admin.users.suspend')}
      </Button>
      {open && (
        <ReasonDialog
          title={t('admin.users.suspendDialog.title', { name })}
          text={t('admin.users.suspendDialog.text')}
          confirmLabel={t('admin.users.suspend')}
          onSubmit={async (reason) => {
            await suspend.mutateAsync({ userId: user.userId, reason });
            toast.success(t('admin.users.suspended', { name }));
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * UserItem is one account: e-mail ("Deleted account" for a deleted one, whose stored address is no address), name
 * (a link to the public card), its state and what can be done to it.
 */
export function UserItem({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const name = fullName(user);
  const heading = user.deleted ? deletedAccountName() : user.email;
  return (
    <article className="card-item admin-user" aria-label={heading}>
      <div className="admin-user__head">
        <p className="admin-user__email break">{heading}</p>
        <Badges user={user} />
      </div>
      <p className="admin-user__name">
        {name ? (
          <PersonLink userId={user.deleted ? undefined : user.userId}>{name}</PersonLink>
        ) : (
          <span className="muted">{t('admin.users.noName')}</span>
        )}
        <span className="muted"> · {t('admin.users.joined', { when: formatRelative(user.createdAt) })}</span>
      </p>
      {user.suspended && user.suspendedReason && (
        <p className="admin-user__reason break">{t('admin.users.reason', { reason: user.suspendedReason })}</p>
      )}
      <div className="admin-user__actions">
        <UserActions user={user} />
      </div>
    </article>
  );
}
