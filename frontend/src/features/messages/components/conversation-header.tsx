import { ArrowLeft, Lock, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { personName } from '@/lib/format';
import { useMediaQuery, WIDE } from '@/lib/use-media-query';
import type { Conversation } from '@/types/api';

/**
 * ConversationHeader says whom the conversation is with (their profile) and what it is about: the parcel's route,
 * and a link to my parcel (I send it) or my ride (I drive it); and, until a request between us is approved, that contacts stay hidden.
 */
export function ConversationHeader({ conversation: c }: { conversation: Conversation }) {
  const { t } = useTranslation();
  // Beside the list (a wide screen) the page's heading is the inbox's "Messages"; on a phone it is this one.
  const Title = useMediaQuery(WIDE) ? 'h2' : 'h1';
  return (
    <header className="card thread-header">
      <div className="thread-header__row">
        <Link to={paths.messages.getHref()} className="thread-header__back" aria-label={t('messages.thread.back')}>
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
        <Title className="thread-header__title">
          {c.other?.deleted ? (
            <span className="thread-header__person">
              <Avatar size={44} />
              <span>{personName(c.other)}</span>
            </span>
          ) : c.other ? (
            <Link to={paths.user.getHref(c.other.userId)} className="thread-header__person">
              <Avatar src={c.other.profilePicture} size={44} />
              <span className="break">{personName(c.other)}</span>
            </Link>
          ) : (
            <span className="thread-header__person">
              <Avatar size={44} />
              <span>{t('messages.formerUser')}</span>
            </span>
          )}
        </Title>
      </div>
      <p className="thread-header__about">
        <Package size={18} aria-hidden="true" />
        <span className="break">{t('messages.thread.about', { from: c.route.from, to: c.route.to })}</span>
        <Link
          className="link thread-header__item"
          to={c.role === 'sender' ? paths.parcel.getHref(c.parcelId) : paths.ride.getHref(c.rideId)}
        >
          {c.role === 'sender' ? t('messages.thread.myParcel') : t('messages.thread.myRide')}
        </Link>
      </p>
      {!c.contactsShared && (
        <p className="thread-header__note">
          <Lock size={16} aria-hidden="true" />
          <span>{t('messages.thread.masked')}</span>
        </p>
      )}
    </header>
  );
}
