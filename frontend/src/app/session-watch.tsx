import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { onUnauthorized } from '@/lib/api-client';
import { clearServerData } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';

/**
 * useLiveUpdates keeps the live updates coming while a user is signed in (live-updates.ts). Their code comes
 * once someone signs in: a signed-out first load (sign-in, the search) does not carry it.
 */
function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const token = useAuthStore((s) => s.token);
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let close: (() => void) | undefined;
    let gone = false;
    void import('./live-updates').then(({ openLiveUpdates }) => {
      if (!gone) close = openLiveUpdates(queryClient);
    });
    return () => {
      gone = true;
      close?.();
    };
  }, [token, queryClient]);
}

/**
 * SessionWatch is the root of the route tree. A 401 from any call means the session is gone: the API
 * client has already cleared the profile and token; here its data is dropped and the user goes to sign in.
 * While a user is signed in, it keeps the live updates coming (live-updates.ts).
 */
export function SessionWatch() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useLiveUpdates();
  useEffect(
    () =>
      onUnauthorized(() => {
        clearServerData(queryClient);
        void navigate(paths.signin.getHref(), { replace: true });
      }),
    [navigate, queryClient],
  );
  return <Outlet />;
}
