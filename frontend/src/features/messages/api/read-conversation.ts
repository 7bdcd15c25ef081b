import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { UnreadMessages } from '@/types/api';

import { setConversationRead } from './get-conversations';

/** readConversation marks a conversation of mine read (and its message notifications); it answers my unread total. */
export const readConversation = (id: number) => api.post<UnreadMessages>(`/api/conversations/${id}/read`);

/**
 * useReadConversation marks the shown conversation read: in my conversations and the header at once. A failure is
 * not told: the messages are on the screen, and the next visit tries again.
 */
export function useReadConversation(id: number, onRead?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readConversation(id),
    onMutate: () => setConversationRead(queryClient, id),
    onSuccess: () => onRead?.(),
  });
}
