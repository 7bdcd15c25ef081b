import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { clearIntent, readIntent, samePlace, saveIntent, type IntentAction } from '@/lib/intent';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';

import type { PagedSearch } from './results';

/**
 * useIntent ties a public search to what a visitor sets out to do on it (lib/intent.ts). Signed out, an action
 * (a result's "Request", "Notify me") keeps the intent and asks them to sign up. Signed in and verified, back on
 * that search, it opens the action again: the request's dialog for its result (openRequest), or "Notify me"
 * (notifyResumed).
 */
export function useIntent<T>(list: PagedSearch<T>, idOf: (item: T) => number, openRequest: (item: T) => void) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.token !== '');
  const verified = useProfileStore((s) => s.emailVerified);
  const here = location.pathname + location.search;
  // The intent kept for this very search, as the screen opened.
  const [resumable] = useState(() => {
    const intent = readIntent();
    return intent && samePlace(intent, location.pathname, location.search) ? intent : null;
  });
  const ready = signedIn && verified && resumable !== null;
  const resumed = useRef(false);

  const keep = (action: IntentAction, targetId?: number, posting?: boolean) =>
    saveIntent({ path: here, action, targetId, posting, state: location.state });

  useEffect(() => {
    // Once the list is read as it is now (a parcel or ride just posted for the request changes what fits).
    if (!ready || resumed.current || list.status !== 'success' || list.isFetching) return;
    resumed.current = true;
    clearIntent();
    if (resumable.action === 'notify') return;
    const item = list.data?.pages.flatMap((p) => p.items).find((i) => idOf(i) === resumable.targetId);
    if (item) openRequest(item);
    else toast.error(t('available.intent.gone'), { id: 'intent-gone' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list is there
  }, [ready, list.status, list.isFetching]);

  return {
    signedIn,
    notifyResumed: ready && resumable.action === 'notify',
    /** join keeps the action and sends a signed-out visitor to sign up (sign-in is one link away there). */
    join: (action: IntentAction, targetId?: number) => {
      keep(action, targetId);
      void navigate(paths.signup.getHref(), { state: { from: here } });
    },
    /** posting keeps the request to target while I post the parcel or ride it needs, to come back with it. */
    posting: (targetId: number) => keep('request', targetId, true),
  };
}
