import { ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { personName } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { PublicCard } from '@/types/api';

import { useUnblockUser } from '../api/block-user';
import { useBlocked } from '../api/get-blocked';
import { userErrorMessage } from '../utils/messages';

import '@/components/ui/form.css';
import '@/components/ui/item-card.css';
import '@/components/ui/person-card.css';
import './users.css';

function BlockedItem({ user, onUnblocked }: { user: PublicCard; onUnblocked: () => void }) {
  const { t } = useTranslation();
  const unblock = useUnblockUser();
  const name = personName(user);
  return (
    <li className="card-item blocked-item">
      <Link className="person blocked-item__person" to={paths.user.getHref(user.userId)}>
        <Avatar src={user.profilePicture} size={44} />
        <span className="person__name break">{name}</span>
      </Link>
      <Button
        variant="secondary"
        className="btn--small"
        aria-label={t('blocked.unblockName', { name })}
        loading={unblock.isPending}
        onClick={() =>
          unblock.mutate(user.userId, {
            onSuccess: () => {
              toast.success(t('blocked.unblocked', { name }));
              onUnblocked();
            },
            onError: (err) => toast.error(userErrorMessage(err, 'users'), { id: 'unblock-error' }),
          })
        }
      >
        {t('blocked.unblock')}
      </Button>
    </li>
  );
}

/** BlockedList shows the users I have blocked, each linking to their card, with Unblock; or an empty state. */
export function BlockedList() {
  const { t } = useTranslation();
  const blocked = useBlocked();
  const listRef = useRef<HTMLDivElement>(null);

  if (blocked.isPending) {
    return (
      <div className="users-loader" role="status">
        <Spinner size="lg" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  if (blocked.isError) {
    return (
      <div className="form-error form-error--stack" role="alert">
        <span>{errorMessage(blocked.error)}</span>
        <Button variant="secondary" loading={blocked.isFetching} onClick={() => void blocked.refetch()}>
          {t('blocked.retry')}
        </Button>
      </div>
    );
  }
  // The container stays while the list empties, so focus has somewhere to go after the last Unblock.
  return (
    <div className="stack blocked-list" ref={listRef} tabIndex={-1}>
      {blocked.data.length === 0 ? (
        <EmptyState
          icon={<ShieldCheck size={32} aria-hidden="true" />}
          title={t('blocked.emptyTitle')}
          text={t('blocked.emptyText')}
        />
      ) : (
        <ul className="stack" aria-label={t('blocked.title')}>
          {blocked.data.map((user) => (
            <BlockedItem key={user.userId} user={user} onUnblocked={() => listRef.current?.focus()} />
          ))}
        </ul>
      )}
    </div>
  );
}
