import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Conversation } from '@/types/api';

import { messageKeys } from './keys';

/** getConversation fetches one conversation of mine (404 when it is not mine). */
export const getConversation = (id: number, signal?: AbortSignal) =>
  api.get<Conversation>(`/api/conversations/${id}`, { signal });

/** getConversationQueryOptions is the query of one conversation: whom with, about what, whether it is open. */
export const getConversationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

/** useConversation reads one conversation of mine. */
export function useConversation(id: number) {
  return useQuery(getConversationQueryOptions(id));
}
