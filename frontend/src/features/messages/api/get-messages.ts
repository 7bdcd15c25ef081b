import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Message, MessagesPage } from '@/types/api';

import { messageKeys } from './keys';

/** getMessages fetches one page (50) of a conversation's messages, newest first; cursor asks for older ones. */
export const getMessages = (id: number, cursor?: string, signal?: AbortSignal) =>
  api.get<MessagesPage>(
    cursor
      ? `/api/conversations/${id}/messages?cursor=${encodeURIComponent(cursor)}`
      : `/api/conversations/${id}/messages`,
    { signal },
  );

/** getMessagesQueryOptions pages back through a conversation: the first page is the newest. */
export const getMessagesQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** useMessages reads a conversation's messages, page by page ("Show earlier messages"). */
export function useMessages(id: number) {
  return useInfiniteQuery(getMessagesQueryOptions(id));
}

/** Thread is a cached conversation: the pages fetched so far, the newest first. */
export type Thread = InfiniteData<MessagesPage, string | undefined>;

/** withNewMessage is a thread with m at the top of its newest page; the same thread when it holds m already. */
export function withNewMessage(thread: Thread, m: Message): Thread {
  if (thread.pages.some((p) => p.items.some((i) => i.messageId === m.messageId))) return thread;
  const [first, ...rest] = thread.pages;
  if (!first) return thread;
  return { ...thread, pages: [{ ...first, items: [m, ...first.items] }, ...rest] };
}

/**
 * addMessage puts a message just sent or received into its cached thread. A thread not fetched yet, or on its way,
 * is fetched again instead, so nothing is lost to the race; a thread nobody shows is not kept anyway.
 */
export function addMessage(client: QueryClient, m: Message): void {
  const key = messageKeys.thread(m.conversationId);
  const state = client.getQueryState<Thread>(key);
  if (!state) return;
  if (!state.data || state.fetchStatus === 'fetching') {
    void client.invalidateQueries({ queryKey: key });
    return;
  }
  client.setQueryData<Thread>(key, (data) => data && withNewMessage(data, m));
}

/** isThreadShown tells whether a screen shows conversation id's thread now. */
export const isThreadShown = (client: QueryClient, id: number): boolean =>
  (client
    .getQueryCache()
    .find({ queryKey: messageKeys.thread(id), exact: true })
    ?.getObserversCount() ?? 0) > 0;
