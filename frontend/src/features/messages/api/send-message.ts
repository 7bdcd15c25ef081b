import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Message, MessageRequest } from '@/types/api';

import { listMessage } from './get-conversations';
import { addMessage } from './get-messages';

/** MESSAGE_MAX is the longest message, in characters (docs/product.md §7). */
export const MESSAGE_MAX = 1000;

/** messageLength counts a text's characters as the server does: trimmed, by code point. */
export const messageLength = (text: string): number => [...text.trim()].length;

/**
 * messageProblem is what is wrong with a message before it is sent, as a field code (validation.text.<code>):
 * nothing but spaces, or too long. The server also refuses control characters (invalid).
 */
export function messageProblem(text: string): 'required' | 'too_long' | undefined {
  const length = messageLength(text);
  if (length === 0) return 'required';
  return length > MESSAGE_MAX ? 'too_long' : undefined;
}

/**
 * sendMessage posts a message to a conversation of mine (→ 201 message). 400 fields.text required, too_long or
 * invalid; 403 blocked; 409 conversation_closed; 429 rate_limited (30 a minute).
 */
export const sendMessage = (id: number, text: string) =>
  api.post<Message>(`/api/conversations/${id}/messages`, { text } satisfies MessageRequest);

/** useSendMessage sends a message; it shows at once at the end of the thread and tops my conversations. */
export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(id, text.trim()),
    onSuccess: (m) => {
      addMessage(queryClient, m);
      listMessage(queryClient, m, false);
    },
  });
}
