import { ArrowLeft, CloudOff, ShieldBan } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import type { OpenedFrom } from '@/components/ui/person-link';
import { Screen } from '@/components/ui/screen';
import { isNotFound } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { personName } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthStore } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';

import { useUser } from '../api/get-user';

import { ReviewList } from './review-list';
import { UserActions } from './user-actions';
import { UserListings } from './user-listings';
import { UserStats } from './user-stats';

import './users.css';

interface UserCardScreenProps {
  userId: number;
  /** notFound is shown when there is no such user (the app's not-found screen). */
  notFound: ReactNode;
}

/** resultsOf is the search results a card was opened from (an available list), to lead back to. */
const resultsOf = (state: unknown) => {
  const from = (state as Partial<OpenedFrom> | null)?.openedFrom;
  return from && /^\/available-(drivers|parcels)(\?|$)/.test(from.path) ? from : undefined;
};

/**
 * UserCardScreen is a user's public card: picture, name, ratings as driver and as sender, deliveries, what they
 * still offer and reviews; "Report" and "Block" on anyone's but my own. Opened from search results, it leads back.
 */
export function UserCardScreen({ userId, notFound }: UserCardScreenProps) {
  const { t } = useTranslation();
  const me = useProfileStore((s) => s.userId);
  // Signed out, the card is public (docs/product.md §2): Report and Block need an account.
  const signedIn = useAuthStore((s) => s.token !== '');
  const user = useUser(userId);
  const results = resultsOf(useLocation().state);
  const missing = user.isError && isNotFound(user.error);
  // The not-found screen names the tab itself; this runs after it, so it must not rename it.
  useDocumentTitle(missing ? t('layout.notFound.title') : user.data ? personName(user.data) : t('users.documentTitle'));
  if (user.isPending) return <FullPageLoader label={t('users.loading')} />;
  if (user.isError) {
    if (missing) return notFound;
    return (
      <Screen icon={<CloudOff size={28} aria-hidden="true" />} tone="danger" title={t('users.errorTitle')}>
        <p className="screen__text muted">{errorMessage(user.error)}</p>
        <Button block loading={user.isFetching} onClick={() => void user.refetch()}>
          {t('users.retry')}
        </Button>
      </Screen>
    );
  }
  const card = user.data;
  const own = card.userId === me;
  return (
    <article className="stack stack--lg">
      {results && (
        <Link className="link link--with-icon user-card__back" to={results.path} state={results.state}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('users.listings.backToResults')}
        </Link>
      )}
      <section className="card user-card">
        <Avatar src={card.profilePicture} size={88} />
        <h1 className="user-card__name break">{personName(card)}</h1>
        {own && <p className="muted">{t('users.own')}</p>}
        <UserStats user={card} />
      </section>
      {!own && card.blocked && (
        <p className="user-blocked" role="status">
          <ShieldBan size={20} aria-hidden="true" />
          <span>{t('users.blockedNote')}</span>
        </p>
      )}
      {!own && signedIn && <UserActions user={card} />}
      {!own && <UserListings userId={card.userId} />}
      <ReviewList userId={card.userId} />
    </article>
  );
}
