import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { HeaderCountLink } from '@/components/ui/header-count-link';
import { paths } from '@/config/paths';

import { useUnreadMessages } from '../api/get-conversations';

/** MessagesLink is the header's way to my conversations, with the unread messages as a badge (none at 0). */
export function MessagesLink() {
  const { t } = useTranslation();
  const unread = useUnreadMessages().data ?? 0;
  return (
    <HeaderCountLink
      to={paths.messages.getHref()}
      icon={MessageCircle}
      count={unread}
      label={unread > 0 ? t('messages.linkUnread', { count: unread }) : t('messages.link')}
    />
  );
}
