import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { availableKeys } from '@/features/available/api/keys';
import { isThreadShown } from '@/features/messages/api/get-messages';
import { messageKeys } from '@/features/messages/api/keys';
import { receiveMessage } from '@/features/messages/api/receive-message';
import { addNotification, notificationKeys } from '@/features/notifications/api/get-notifications';
import { parcelKeys } from '@/features/parcels/api/get-parcels';
import { profileKeys } from '@/features/profile/api/keys';
import { requestKeys } from '@/features/requests/api/get-parcel-requests';
import { rideKeys } from '@/features/rides/api/get-rides';
import { useProfileStore } from '@/stores/profile-store';
import type { Message, Notification } from '@/types/api';

// Live updates (GET /api/events): while signed in, the app keeps one Server-Sent Events stream open. Each
// notification it brings goes into the list and the bell, and refreshes what it touches on the screen on show.
// Each message it brings goes into its thread and my conversations.
// Only queries someone watches are fetched again (GET data is not kept, docs/product.md §4), so the rest costs nothing.

/** EVENTS_URL is the stream of my live updates. */
export const EVENTS_URL = '/api/events';

/** retryDelay is how long to wait before the attempt-th reconnection (from 0): 1 s, doubling, at most 30 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/** refreshTouched refetches, where shown, what a notification changed: its parcel, its ride, their requests, my lists. */
export function refreshTouched(client: QueryClient, n: Notification): void {
  // A message touches only its conversation, which its own event (`message`) brings.
  if (n.kind === 'message_received') return;
  const keys: QueryKey[] = [
    parcelKeys.list(),
    rideKeys.list(),
    ...(n.parcelId !== undefined ? [parcelKeys.detail(n.parcelId), requestKeys.parcel(n.parcelId)] : []),
    // The ride's key leads its accepted parcels' too.
    ...(n.rideId !== undefined ? [rideKeys.detail(n.rideId), requestKeys.ride(n.rideId)] : []),
    // A request asked or answered changes what the search lists offer ("Request", "Approve", "Waiting").
    // …and whether the pair may write, and see each other's contacts in their messages.
    ...(n.kind.startsWith('request_') ? [availableKeys.all, messageKeys.all] : []),
    ...(n.kind === 'rating_received' ? [profileKeys.card(useProfileStore.getState().userId)] : []),
  ];
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/** refreshAll refetches, where shown, everything a notification may touch: after a gap in the stream. */
function refreshAll(client: QueryClient): void {
  for (const queryKey of [
    notificationKeys.all,
    parcelKeys.all,
    rideKeys.all,
    requestKeys.all,
    availableKeys.all,
    messageKeys.all,
  ])
    void client.invalidateQueries({ queryKey });
}

/** parse reads an event's JSON data; undefined when it is not JSON the app understands. */
function parse<T>(event: Event): T | undefined {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return undefined;
  }
}

/**
 * shownAsRead is a notification as the bell should count it: a message's is read already when its conversation is
 * on the screen, which marks it read on the server as the message comes (the notification may come after it).
 */
function shownAsRead(client: QueryClient, n: Notification): Notification {
  const shown =
    n.kind === 'message_received' && n.conversationId !== undefined && isThreadShown(client, n.conversationId);
  return shown && n.readAt === null ? { ...n, readAt: n.createdAt } : n;
}

/** Source is what openLiveUpdates needs of an EventSource. */
export interface Source {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/** eventsURL is the stream's address, resuming after the event lastEventId when one was seen. */
export const eventsURL = (lastEventId: string): string =>
  lastEventId ? `${EVENTS_URL}?lastEventId=${encodeURIComponent(lastEventId)}` : EVENTS_URL;

/**
 * openLiveUpdates opens the stream and keeps it open: after an error it closes it and opens a new one after
 * retryDelay (the count starts again once one opens), and once back it refetches what the gap may have missed.
 * The new stream names the last event seen, so the server (any of them) first sends the events that came after.
 * Failures are never shown: the screens still work without the stream. It returns the function that closes it.
 */
export function openLiveUpdates(
  client: QueryClient,
  connect: (url: string) => Source = (url) => new EventSource(url),
): () => void {
  let source: Source | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let gap = false;
  let lastEventId = '';
  const seen = (event: Event) => {
    const id = (event as MessageEvent<string>).lastEventId;
    if (id) lastEventId = id;
  };
  const open = () => {
    const current = connect(eventsURL(lastEventId));
    source = current;
    current.addEventListener('open', () => {
      attempt = 0;
      if (gap) refreshAll(client);
      gap = false;
    });
    current.addEventListener('notification', (event) => {
      seen(event);
      const n = parse<Notification>(event);
      if (!n) return;
      addNotification(client, shownAsRead(client, n));
      refreshTouched(client, n);
    });
    current.addEventListener('message', (event) => {
      // Unnamed events are "message"s too: only a message's JSON is taken.
      seen(event);
      const m = parse<Message>(event);
      if (typeof m?.messageId === 'number' && typeof m.conversationId === 'number') receiveMessage(client, m);
    });
    current.addEventListener('error', () => {
      // The browser would retry on its own, at the server's pace; the app backs off instead.
      current.close();
      if (source !== current) return;
      gap = true;
      timer = setTimeout(open, retryDelay(attempt++));
    });
  };
  open();
  return () => {
    clearTimeout(timer);
    source?.close();
    source = undefined;
  };
}
