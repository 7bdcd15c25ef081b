import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { HeaderCountLink } from '@/components/ui/header-count-link';
import { paths } from '@/config/paths';

import { useUnreadCount } from '../api/get-notifications';

/** NotificationBell is the header's way to my notifications, with the unread count as a badge (none at 0). */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  return (
    <HeaderCountLink
      to={paths.notifications.getHref()}
      icon={Bell}
      count={unread}
      label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
    />
  );
}
