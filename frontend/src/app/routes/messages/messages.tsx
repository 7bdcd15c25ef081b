import { useTranslation } from 'react-i18next';

import { ConversationList } from '@/features/messages/components/conversation-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** MessagesRoute: my conversations, newest activity first (docs/product.md §3 "Conversations"). */
export default function MessagesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('messages.documentTitle'));
  return (
    <div className="stack stack--lg">
      <div className="page-header">
        <h1 className="page-title">{t('messages.title')}</h1>
        <p className="muted">{t('messages.subtitle')}</p>
      </div>
      <ConversationList />
    </div>
  );
}
