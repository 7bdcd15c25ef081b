import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Conversation, Message } from '@/types/api';

import { messageKeys } from './keys';

/** getConversations fetches my conversations that have messages, newest activity first. */
export const getConversations = async (signal?: AbortSignal): Promise<Conversation[]> =>
  (await api.get<Conversation[] | null>('/api/conversations', { signal })) ?? [];

/** getConversationsQueryOptions is the query of my conversations; the header's unread count reads it too. */
export const getConversationsQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.conversations(),
    queryFn: ({ signal }) => getConversations(signal),
  });

/** useConversations lists my conversations. */
export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}

/** unreadTotal is how many messages wait for me over all my conversations. */
export const unreadTotal = (list: readonly Conversation[]): number => list.reduce((sum, c) => sum + c.unread, 0);

/** useUnreadMessages is the header's badge: how many messages I have not read. */
export function useUnreadMessages() {
  return useQuery({ ...getConversationsQueryOptions(), select: unreadTotal });
}

/**
 * withMessage is my conversations after message m: its conversation moves to the top with m as its last message,
 * one more unread when it is the other's and `counted`. Undefined when the list does not hold the conversation (a
 * new one): then only the server knows its card and route.
 */
export function withMessage(list: readonly Conversation[], m: Message, counted: boolean): Conversation[] | undefined {
  const found = list.find((c) => c.conversationId === m.conversationId);
  if (!found) return undefined;
  if (found.lastMessage && found.lastMessage.messageId >= m.messageId) return [...list];
  const updated = { ...found, lastMessage: m, unread: found.unread + (counted && !m.mine ? 1 : 0) };
  return [updated, ...list.filter((c) => c !== found)];
}

/**
 * listMessage puts message m into the cached list of my conversations; a list not fetched yet, on its way, or
 * without m's conversation is fetched again instead.
 */
export function listMessage(client: QueryClient, m: Message, counted: boolean): void {
  const key = messageKeys.conversations();
  const state = client.getQueryState<Conversation[]>(key);
  const next = state?.data && state.fetchStatus !== 'fetching' ? withMessage(state.data, m, counted) : undefined;
  if (next) client.setQueryData(key, next);
  else void client.invalidateQueries({ queryKey: key });
}

/** setConversationRead marks one conversation read in the cached list and in its own query. */
export function setConversationRead(client: QueryClient, id: number): void {
  const read = (c: Conversation) => (c.conversationId === id && c.unread > 0 ? { ...c, unread: 0 } : c);
  client.setQueryData<Conversation[]>(messageKeys.conversations(), (list) => list?.map(read));
  client.setQueryData<Conversation>(messageKeys.conversation(id), (c) => c && read(c));
}
