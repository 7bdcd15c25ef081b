import type { QueryClient } from '@tanstack/react-query';

import type { Message } from '@/types/api';

import { listMessage } from './get-conversations';
import { addMessage, isThreadShown } from './get-messages';

/**
 * receiveMessage takes a message the live stream brought (GET /api/events, event `message`): into its thread, and
 * into my conversations, where it counts as unread unless its thread is on the screen, which marks it read.
 */
export function receiveMessage(client: QueryClient, m: Message): void {
  addMessage(client, m);
  listMessage(client, m, !isThreadShown(client, m.conversationId));
}
