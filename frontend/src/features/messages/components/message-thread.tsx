import { CloudOff } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { personName } from '@/lib/format';
import type { Conversation } from '@/types/api';

import { useMessages } from '../api/get-messages';
import { useReadConversation } from '../api/read-conversation';
import { chronological, dayName, groupByDay, newestFromOther, preview } from '../utils/thread';

import { MessageBubble } from './message-bubble';

import '@/components/ui/empty-state.css';
import '@/components/ui/spinner.css';

interface MessageThreadProps {
  conversation: Conversation;
  /** end is the end of the screen, scrolled to on opening and when a message arrives while the end is in view. */
  end: RefObject<HTMLElement | null>;
  /** onRead runs once the server has marked the conversation read (its notifications too). */
  onRead?: () => unknown;
}

// nearEnd tells whether the page is scrolled (nearly) to its end, so a new message should keep it there.
const nearEnd = () => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight) < 320;

/**
 * MessageThread shows a conversation's messages, oldest first by day, "Show earlier messages" above them. It marks
 * the conversation read when shown and whenever the other side writes while it is; a new message from them is
 * read out (aria-live).
 */
export function MessageThread({ conversation, end, onRead }: MessageThreadProps) {
  const { t } = useTranslation();
  const id = conversation.conversationId;
  const query = useMessages(id);
  const { mutate: markRead } = useReadConversation(id, onRead);
  const messages = useMemo(() => (query.data ? chronological(query.data.pages) : []), [query.data]);
  const loaded = query.isSuccess;
  const newest = newestFromOther(messages);
  const lastId = messages.at(-1)?.messageId ?? 0;
  const author = personName(conversation.other) || t('messages.formerUser');

  // What was there on opening is not read out; what the other side writes afterwards is.
  const [seen, setSeen] = useState<number | null>(null);
  if (loaded && seen === null) setSeen(newest);
  const arrived = seen === null ? undefined : messages.findLast((m) => !m.mine && m.messageId > seen);

  useEffect(() => {
    if (loaded) markRead();
  }, [loaded, newest, markRead]);

  const opened = useRef(false);
  useEffect(() => {
    if (!loaded) return;
    if (!opened.current || nearEnd()) end.current?.scrollIntoView?.({ block: 'end' });
    opened.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening and on each new last message only
  }, [loaded, lastId]);

  return (
    <section className="thread" aria-label={t('messages.thread.label')}>
      <div className="sr-only" aria-live="polite">
        {arrived && t('messages.thread.arrived', { name: author, text: preview(arrived.text) })}
      </div>
      {query.isPending ? (
        <div className="inline-loader thread__status" role="status">
          <Spinner size="sm" />
          <span>{t('messages.thread.loading')}</span>
        </div>
      ) : query.isError ? (
        <div className="mini-empty thread__status" role="alert">
          <CloudOff size={28} aria-hidden="true" />
          <p>{errorMessage(query.error)}</p>
          <Button variant="secondary" className="btn--small" onClick={() => void query.refetch()}>
            {t('messages.retry')}
          </Button>
        </div>
      ) : messages.length === 0 ? (
        <p className="thread__status muted">{t('messages.thread.empty')}</p>
      ) : (
        <>
          {query.hasNextPage && (
            <Button
              variant="secondary"
              className="btn--small thread__earlier"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('messages.thread.earlier')}
            </Button>
          )}
          <ol className="thread__days" aria-label={t('messages.thread.label')}>
            {groupByDay(messages).map(({ day, lines }) => {
              const name = dayName(day);
              return (
                <li key={day} className="thread__day">
                  <h2 className="thread__day-name">
                    {name.kind === 'date' ? name.text : t(`messages.thread.${name.kind}`)}
                  </h2>
                  <ol className="thread__lines">
                    {lines.map(({ message, first }) => (
                      <MessageBubble key={message.messageId} message={message} first={first} author={author} />
                    ))}
                  </ol>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
