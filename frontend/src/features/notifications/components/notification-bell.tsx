import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { paths } from '@/config/paths';

import { useUnreadCount } from '../api/get-notifications';
import { badgeText } from '../utils/notification-text';

import './notification-bell.css';

/** NotificationBell is the header's way to my notifications, with the unread count as a badge (none at 0). */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  return (
    <NavLink
      to={paths.notifications.getHref()}
      className="bell"
      aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
    >
      <Bell size={24} aria-hidden="true" />
      {unread > 0 && (
        <span className="bell__badge" aria-hidden="true">
          {badgeText(unread)}
        </span>
      )}
    </NavLink>
  );
}
