// An intent is what a signed-out visitor set out to do on a public screen (send a request from a search, save
// its route) when the app asked them to sign up or sign in first. It is kept in localStorage, so that it
// survives the sign-up steps and the verification link opened in another tab, and the search opens that action
// again once the person is signed in and verified (docs/product.md §2 "Public browsing").

import { placeOfAddress } from '@/lib/place-of-address';
import type { Address, Place } from '@/types/api';

const KEY = 'ridepost_intent';
/** An intent older than a week is forgotten: nobody expects a search from last month to reopen. */
const TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** IntentAction is the action to open again: a result's "Request", or "Notify me" under the search. */
export type IntentAction = 'request' | 'notify';

export interface Intent {
  /** path is the search, as its address (path and query). */
  path: string;
  action: IntentAction;
  /** targetId is the result the request goes to (a ride id, or a parcel id). */
  targetId?: number;
  /** posting: the visitor left the request's dialog to post a parcel or ride for it, and comes back with it. */
  posting?: boolean;
  /** state is the search's history state (the chosen cities' names, for its fields). */
  state?: unknown;
  /** at is when it was saved (ms since the epoch). */
  at: number;
}

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled: the intent is simply not kept
  }
};

/** saveIntent keeps what the visitor set out to do, replacing any earlier intent. */
export function saveIntent(intent: Omit<Intent, 'at'>, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ ...intent, at: now }));
}

/** readIntent gives the kept intent, or null when there is none, it is unreadable or older than a week. */
export function readIntent(now = Date.now()): Intent | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const intent = JSON.parse(raw) as Partial<Intent>;
    const fresh = typeof intent.at === 'number' && now - intent.at < TTL_MS && now >= intent.at;
    const valid =
      typeof intent.path === 'string' &&
      intent.path.startsWith('/') &&
      !intent.path.startsWith('//') &&
      (intent.action === 'request' || intent.action === 'notify');
    if (fresh && valid) return intent as Intent;
  } catch {
    // unreadable: forgotten below
  }
  clearIntent();
  return null;
}

/** clearIntent forgets the kept intent (done, or no longer wanted). */
export function clearIntent(): void {
  storage()?.removeItem(KEY);
}

/**
 * samePlace tells whether a location (path and query) is the intent's search: the same path and the same query
 * parameters, whatever their order.
 */
export function samePlace(intent: Pick<Intent, 'path'>, pathname: string, search: string): boolean {
  const saved = new URL(intent.path, 'http://x');
  if (saved.pathname !== pathname) return false;
  const a = new URLSearchParams(saved.search);
  const b = new URLSearchParams(search);
  a.sort();
  b.sort();
  return a.toString() === b.toString();
}

/**
 * RouteToPost is the history state of the parcel or ride form opened from a request's dialog: the cities and day
 * for the form to start from (postRouteFor).
 */
export interface RouteToPost {
  postRoute: { from: Place; to: Place; day?: string };
}

/** Searched is what a search asked for: its cities (null for any) and its day (YYYY-MM-DD or ""). */
export interface Searched {
  from: Place | null;
  to: Place | null;
  date: string;
}

/**
 * postRouteFor is the route a form opened from a request's dialog starts on: what the visitor searched (each city,
 * and the day, that the search had), and the other side's ends and day for the rest.
 */
export function postRouteFor(
  searched: Searched | undefined,
  other: { from: Address; to: Address; day?: string },
): RouteToPost['postRoute'] {
  return {
    from: searched?.from ?? placeOfAddress(other.from),
    to: searched?.to ?? placeOfAddress(other.to),
    day: searched?.date || other.day,
  };
}

/** routeToPost reads a RouteToPost from a location's state, if it is one. */
export function routeToPost(state: unknown): RouteToPost['postRoute'] | undefined {
  const route = (state as Partial<RouteToPost> | null)?.postRoute;
  return route?.from && route.to ? route : undefined;
}

/**
 * backToIntent is where signing in, verifying or publishing leads when an intent is kept: its search, with its
 * history state. With posting, only an intent that left its dialog to post the item it needs.
 */
export function backToIntent({ posting = false } = {}): { to: string; state?: unknown } | undefined {
  const intent = readIntent();
  return intent && (!posting || intent.posting) ? { to: intent.path, state: intent.state } : undefined;
}
