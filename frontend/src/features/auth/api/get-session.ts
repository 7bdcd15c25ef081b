import { queryOptions, useQuery } from '@tanstack/react-query';

import { i18nReady } from '@/i18n';
import { api, isApiError } from '@/lib/api-client';
import { toastError } from '@/lib/errors';
import { endSession, startSession } from '@/lib/session';
import { isOffline } from '@/lib/use-offline';
import { useProfileStore, waitForProfileRehydration } from '@/stores/profile-store';
import type { AuthResponse } from '@/types/api';

import { authKeys } from './keys';

/** getSession recovers the session of the cookie: its token and profile. */
export const getSession = () => api.get<AuthResponse>('/auth/session');

/**
 * bootstrapSession runs once at start: it asks the server whether the cookie is still signed in, and uses
 * the answer once the stored profile and the first language bundle have loaded. 401 forgets the stored
 * profile; without a network a user who was signed in here waits for it ('offline'); any other failure
 * leaves the user signed out, with a toast.
 */
export async function bootstrapSession(): Promise<boolean | 'offline'> {
  try {
    const [session] = await Promise.all([getSession(), waitForProfileRehydration(), i18nReady]);
    // Wait for the profile's language too, so the first screen shows in it.
    await startSession(session);
    return true;
  } catch (err) {
    if (isApiError(err) && err.status === 401) {
      endSession();
    } else if (isOffline() && useProfileStore.getState().userId !== 0) {
      await i18nReady.catch(() => undefined);
      return 'offline';
    } else {
      await i18nReady.catch(() => undefined); // the toast needs its words
      toastError(err);
    }
    return false;
  }
}

/** sessionBootstrapQuery is the one run of bootstrapSession, started with the app (app.tsx). */
export const sessionBootstrapQuery = queryOptions({
  queryKey: authKeys.session(),
  queryFn: bootstrapSession,
  retry: false,
  staleTime: Infinity,
  gcTime: Infinity,
  meta: { keepOnSignOut: true },
});

/** useSessionBootstrap runs bootstrapSession; `isPending` is true until it has an answer. */
export function useSessionBootstrap() {
  return useQuery(sessionBootstrapQuery);
}
