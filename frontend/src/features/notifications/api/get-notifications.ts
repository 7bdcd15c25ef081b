import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Notification, NotificationsPage } from '@/types/api';

/** notificationKeys is the query-key factory of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** getNotifications fetches one page (20) of my notifications, newest first, and how many are unread. */
export const getNotifications = (cursor?: string, signal?: AbortSignal) =>
  api.get<NotificationsPage>(
    cursor ? `/api/notifications?cursor=${encodeURIComponent(cursor)}` : '/api/notifications',
    { signal },
  );

/**
 * getNotificationsQueryOptions pages through my notifications with nextCursor. The bell reads the unread count
 * from the same query, so the screen and the bell never disagree.
 */
export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** useNotifications lists my notifications, page by page. */
export function useNotifications() {
  return useInfiniteQuery(getNotificationsQueryOptions());
}

/** Pages is the cached list: the pages fetched so far. */
type Pages = InfiniteData<NotificationsPage, string | undefined>;

/** unreadOf is the unread count the first page says (0 before it has come). */
export const unreadOf = (data: Pages | undefined): number => data?.pages[0]?.unread ?? 0;

/** useUnreadCount is how many of my notifications are unread: the bell's badge. */
export function useUnreadCount() {
  return useInfiniteQuery({ ...getNotificationsQueryOptions(), select: unreadOf });
}

/**
 * addNotification puts one that just happened (the live stream) at the top of the cached list and counts it. A list
 * not fetched yet, or on its way, is fetched again instead, so nothing is lost to the race.
 */
export function addNotification(client: QueryClient, notification: Notification): void {
  const key = notificationKeys.list();
  const state = client.getQueryState<Pages>(key);
  if (!state?.data || state.fetchStatus === 'fetching') {
    void client.invalidateQueries({ queryKey: key });
    return;
  }
  client.setQueryData<Pages>(key, (data) => {
    if (!data || data.pages.some((p) => p.items.some((n) => n.notificationId === notification.notificationId)))
      return data;
    const counted = notification.readAt === null ? 1 : 0;
    const [first, ...rest] = data.pages;
    return {
      ...data,
      pages: [{ ...first, items: [notification, ...first.items], unread: first.unread + counted }, ...rest],
    };
  });
}

/**
 * setRead marks notifications read in the cached list — those of `ids`, or all of them — and sets the unread
 * count (the server's answer, or one worked out while the answer is on its way).
 */
export function setRead(client: QueryClient, ids: readonly number[] | 'all', unread: number, readAt: string): void {
  client.setQueryData<Pages>(notificationKeys.list(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unread,
            items: page.items.map((n) =>
              n.readAt === null && (ids === 'all' || ids.includes(n.notificationId)) ? { ...n, readAt } : n,
            ),
          })),
        }
      : data,
  );
}

/** isUnread finds whether the cached list holds `id` as unread. */
export function isUnread(client: QueryClient, id: number): boolean {
  const data = client.getQueryData<Pages>(notificationKeys.list());
  return !!data?.pages.some((p) => p.items.some((n) => n.notificationId === id && n.readAt === null));
}

/** cachedUnread is the unread count the cached list holds. */
export const cachedUnread = (client: QueryClient): number =>
  unreadOf(client.getQueryData<Pages>(notificationKeys.list()));
