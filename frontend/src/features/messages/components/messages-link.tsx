import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { paths } from '@/config/paths';

import { useUnreadMessages } from '../api/get-conversations';

import './messages-link.css';

// badge is the count as the header shows it: the number up to 9, then "9+".
const badge = (unread: number) => (unread > 9 ? '9+' : String(unread));

/** MessagesLink is the header's way to my conversations, with the unread messages as a badge (none at 0). */
export function MessagesLink() {
  const { t } = useTranslation();
  const unread = useUnreadMessages().data ?? 0;
  return (
    <NavLink
      to={paths.messages.getHref()}
      className="messages-link"
      aria-label={unread > 0 ? t('messages.linkUnread', { count: unread }) : t('messages.link')}
    >
      <MessageCircle size={24} aria-hidden="true" />
      {unread > 0 && (
        <span className="messages-link__badge" aria-hidden="true">
          {badge(unread)}
        </span>
      )}
    </NavLink>
  );
}
