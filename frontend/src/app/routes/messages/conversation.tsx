import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ConversationScreen } from '@/features/messages/components/conversation-screen';
import { notificationKeys } from '@/features/notifications/api/get-notifications';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { NotificationsPage } from '@/types/api';

/**
 * ConversationRoute: one conversation (docs/product.md §3 "Conversation"). Reading it also reads its message
 * notifications on the server: the bell follows when it showed one of them unread.
 */
export default function ConversationRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const conversationId = Number(id);
  const queryClient = useQueryClient();
  useDocumentTitle(t('messages.thread.documentTitle'));
  const onRead = () => {
    const key = notificationKeys.list();
    const notifications = queryClient.getQueryData<InfiniteData<NotificationsPage>>(key);
    const told = notifications?.pages.some((p) =>
      p.items.some((n) => n.conversationId === conversationId && n.readAt === null),
    );
    if (told) return queryClient.invalidateQueries({ queryKey: key });
  };
  // A new key per id starts the screen afresh (the text box, what was read out).
  return <ConversationScreen key={id} id={conversationId} onRead={onRead} />;
}
