import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { formatRelative, personName } from '@/lib/format';
import type { Notification } from '@/types/api';

import { useMarkRead } from '../api/mark-read';
import { notificationHref, notificationTextKey, type Side } from '../utils/notification-text';

import { NotificationIcon } from './notification-icon';

interface NotificationItemProps {
  notification: Notification;
  /** side is whether it is about my parcel or my ride: the screen it opens. */
  side: Side | undefined;
  /** now is when the list was drawn, for "5 minutes ago". */
  now: Date;
}

/** NotificationItem is one row of my notifications: what happened and when; it opens the item and marks it read. */
export function NotificationItem({ notification: n, side, now }: NotificationItemProps) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const unread = n.readAt === null;
  const href = notificationHref(n, side);
  const content = (
    <>
      <NotificationIcon kind={n.kind} />
      <span className="notification__body">
        <span className="notification__text">
          {unread && <span className="sr-only">{t('notifications.unread')}</span>}
          {unread && ' '}
          {t(notificationTextKey(n, side), { name: personName(n.actor) })}
        </span>{' '}
        {n.route && (
          <>
            <span className="notification__route">
              {n.route.from} → {n.route.to}
              {n.route.repeats && `, ${n.route.repeats}`}
            </span>{' '}
          </>
        )}
        <time className="notification__time" dateTime={n.createdAt}>
          {formatRelative(n.createdAt, now)}
        </time>
      </span>
      {unread && <span className="notification__dot" aria-hidden="true" />}
    </>
  );
  const className = clsx('notification', unread && 'notification--unread');
  return (
    <li>
      {href ? (
        <Link to={href} className={className} onClick={() => unread && markRead.mutate(n.notificationId)}>
          {content}
        </Link>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  );
}
