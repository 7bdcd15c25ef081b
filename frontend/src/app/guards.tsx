import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { isSignedIn } from '@/stores/auth-store';

/** RedirectState carries where a signed-out visitor wanted to go, back through sign-in. */
export interface RedirectState {
  from?: string;
}

/**
 * useSignedInOnArrival tells whether the user was signed in when they arrived at this location. Guards read
 * it instead of subscribing to the token: signing in, up or out changes the session and then navigates
 * (React renders the two updates apart), and a guard reacting in between would send the user elsewhere.
 */
// eslint-disable-next-line react-refresh/only-export-components -- the guards' own hook, used by HomeSwitch too
export function useSignedInOnArrival(): boolean {
  const { key } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again on every navigation, and only then
  return useMemo(() => isSignedIn(), [key]);
}

/** RequireAuth lets signed-in users through and sends everyone else to /signin. */
export function RequireAuth() {
  const signedIn = useSignedInOnArrival();
  const location = useLocation();
  if (!signedIn) {
    const state: RedirectState = { from: location.pathname + location.search };
    return <Navigate to={paths.signin.getHref()} replace state={state} />;
  }
  return <Outlet />;
}

/** RedirectIfSignedIn sends a signed-in user away from the sign-in and sign-up screens, to home. */
export function RedirectIfSignedIn() {
  return useSignedInOnArrival() ? <Navigate to={paths.home.getHref()} replace /> : <Outlet />;
}
