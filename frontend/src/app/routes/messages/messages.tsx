import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { ChooseConversation } from '@/features/messages/components/choose-conversation';
import { ConversationList } from '@/features/messages/components/conversation-list';
import { useMediaQuery, WIDE } from '@/lib/use-media-query';

/**
 * MessagesRoute: my conversations, newest activity first (docs/product.md §3 "Conversations"), and the inbox around
 * the open one (/messages/:id). From a laptop's width the list stays on the left and the conversation opens on the
 * right ("Choose a conversation" until one is); on a phone the list is a screen and a conversation is another.
 */
export default function MessagesRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const wide = useMediaQuery(WIDE);
  const open = id !== undefined;
  return (
    <div className={open ? 'inbox inbox--open' : 'inbox'}>
      {(wide || !open) && (
        <div className="inbox__list stack stack--lg">
          <div className="page-header">
            <h1 className="page-title">{t('messages.title')}</h1>
            <p className="muted">{t('messages.subtitle')}</p>
          </div>
          <ConversationList />
        </div>
      )}
      <div className="inbox__pane">{open ? <Outlet /> : <ChooseConversation />}</div>
    </div>
  );
}
