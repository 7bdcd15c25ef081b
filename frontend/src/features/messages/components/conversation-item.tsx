import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { formatRelative, personName } from '@/lib/format';
import type { Conversation } from '@/types/api';

import { preview } from '../utils/thread';

interface ConversationItemProps {
  conversation: Conversation;
  /** now is when the list was drawn, for "5 minutes ago". */
  now: Date;
}

/**
 * ConversationItem is one row of my conversations: the other person's picture (their profile) and, opening the
 * thread, their name, the parcel's route, the last message and how many wait unread.
 */
export function ConversationItem({ conversation: c, now }: ConversationItemProps) {
  const { t } = useTranslation();
  const name = personName(c.other) || t('messages.formerUser');
  const last = c.lastMessage;
  const text = last ? preview(last.text) : t('messages.list.noMessages');
  return (
    <li className={clsx('conversation', c.unread > 0 && 'conversation--unread')}>
      {c.other ? (
        <Link
          to={paths.user.getHref(c.other.userId)}
          className="conversation__avatar"
          aria-label={t('messages.list.profile', { name })}
        >
          <Avatar src={c.other.profilePicture} size={48} />
        </Link>
      ) : (
        <Avatar size={48} className="conversation__avatar" />
      )}
      {/* The open conversation, beside the list on a wide screen, is marked current (aria-current="page"). */}
      <NavLink to={paths.conversation.getHref(c.conversationId)} className="conversation__open">
        <span className="conversation__top">
          <span className="conversation__name break">{name}</span>{' '}
          {last && (
            <time className="conversation__time" dateTime={last.createdAt}>
              {formatRelative(last.createdAt, now)}
            </time>
          )}
        </span>{' '}
        <span className="conversation__route">
          <span className="sr-only">{t('messages.list.route')}</span> {c.route.from} → {c.route.to}
        </span>{' '}
        <span className="conversation__bottom">
          <span className="conversation__last">{last?.mine ? t('messages.list.you', { text }) : text}</span>{' '}
          {c.unread > 0 && (
            <span className="conversation__badge">
              <span aria-hidden="true">{c.unread > 99 ? '99+' : c.unread}</span>
              <span className="sr-only">{t('messages.list.unread', { count: c.unread })}</span>
            </span>
          )}
        </span>
      </NavLink>
    </li>
  );
}
