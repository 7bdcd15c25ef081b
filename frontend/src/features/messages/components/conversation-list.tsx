import { CloudOff, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { errorMessage } from '@/lib/errors';

import { useConversations } from '../api/get-conversations';

import { ConversationItem } from './conversation-item';

import './messages.css';

/** ConversationList loads my conversations, newest activity first; or a skeleton, a failure, or empty. */
export function ConversationList() {
  const { t } = useTranslation();
  const query = useConversations();
  if (query.isPending) return <ListSkeleton label={t('messages.list.loading')} />;
  if (query.isError) {
    return (
      <EmptyState
        icon={<CloudOff size={32} aria-hidden="true" />}
        title={t('messages.list.loadError')}
        text={errorMessage(query.error)}
        action={
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('messages.retry')}
          </Button>
        }
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<MessagesSquare size={32} aria-hidden="true" />}
        title={t('messages.list.empty.title')}
        text={t('messages.list.empty.text')}
      />
    );
  }
  const now = new Date();
  return (
    <ul className="conversation-list" aria-label={t('messages.list.label')}>
      {query.data.map((c) => (
        <ConversationItem key={c.conversationId} conversation={c} now={now} />
      ))}
    </ul>
  );
}
