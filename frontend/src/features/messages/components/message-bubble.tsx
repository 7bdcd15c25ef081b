import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

import type { Message } from '@/types/api';

import { formatClock, textParts } from '../utils/thread';

interface MessageBubbleProps {
  message: Message;
  /** first: it starts a run of its author's messages (spaced from the run before). */
  first: boolean;
  /** author names the other side, for screen readers. */
  author: string;
}

/**
 * MessageBubble is one message: mine on the right, theirs on the left, with its time. The text is shown as text,
 * line breaks kept; a contact the server hid ("•••") is named as such for screen readers.
 */
export function MessageBubble({ message: m, first, author }: MessageBubbleProps) {
  const { t } = useTranslation();
  return (
    <li className={clsx('bubble', m.mine ? 'bubble--mine' : 'bubble--theirs', first && 'bubble--first')}>
      <span className="sr-only">{m.mine ? t('messages.thread.you') : author}: </span>
      <p className="bubble__text">
        {m.mine
          ? m.text
          : textParts(m.text).map((part, i) =>
              part.kind === 'text' ? (
                part.text
              ) : (
                <span key={i} className="bubble__mask">
                  <span aria-hidden="true">•••</span>
                  <span className="sr-only">{t('messages.thread.hidden')}</span>
                </span>
              ),
            )}
      </p>{' '}
      <time className="bubble__time" dateTime={m.createdAt}>
        {formatClock(m.createdAt)}
      </time>
    </li>
  );
}
