import { CloudOff, SearchX } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';

import { useConversation } from '../api/get-conversation';

import { ConversationHeader } from './conversation-header';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

import './messages.css';

interface ConversationScreenProps {
  id: number;
  /** onRead runs once the server has marked the conversation read. */
  onRead?: () => unknown;
}

/**
 * ConversationScreen loads one conversation and shows whom it is with and what about, its thread and the text box;
 * or a loader, a friendly "not found", or a failure with a retry.
 */
export function ConversationScreen({ id, onRead }: ConversationScreenProps) {
  const { t } = useTranslation();
  const conversation = useConversation(id);
  const end = useRef<HTMLDivElement>(null);
  if (conversation.isPending) return <FullPageLoader label={t('messages.thread.loading')} />;
  if (conversation.isError) {
    const notFound = isNotFound(conversation.error);
    return (
      <Screen
        icon={notFound ? <SearchX size={28} aria-hidden="true" /> : <CloudOff size={28} aria-hidden="true" />}
        tone={notFound ? 'primary' : 'danger'}
        title={notFound ? t('messages.thread.notFoundTitle') : t('messages.thread.errorTitle')}
      >
        <p className="screen__text muted">
          {notFound ? t('messages.thread.notFoundText') : errorMessage(conversation.error)}
        </p>
        <div className="stack">
          {!notFound && (
            <Button block loading={conversation.isFetching} onClick={() => void conversation.refetch()}>
              {t('messages.retry')}
            </Button>
          )}
          <ButtonLink to={paths.messages.getHref()} variant={notFound ? 'primary' : 'secondary'} block>
            {t('messages.thread.allMessages')}
          </ButtonLink>
        </div>
      </Screen>
    );
  }
  const scrollToEnd = () => end.current?.scrollIntoView?.({ block: 'end' });
  return (
    <div className="conversation-screen">
      <ConversationHeader conversation={conversation.data} />
      <MessageThread conversation={conversation.data} end={end} onRead={onRead} />
      <MessageComposer conversation={conversation.data} onSent={scrollToEnd} />
      <div ref={end} className="conversation-screen__end" />
    </div>
  );
}
