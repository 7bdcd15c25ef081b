import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/lib/query-client';
import { conversationFixture, messageFixture, pageOf } from '@/testing/message-fixtures';
import type { Conversation } from '@/types/api';

import { setConversationRead, withMessage } from './get-conversations';
import { getMessagesQueryOptions, withNewMessage, type Thread } from './get-messages';
import { messageKeys } from './keys';
import { receiveMessage } from './receive-message';

const thread = (...ids: number[]): Thread => ({
  pages: [pageOf(ids.map((id) => messageFixture({ messageId: id })))],
  pageParams: [undefined],
});

const idsOf = (data: Thread | undefined) => data?.pages.flatMap((p) => p.items.map((m) => m.messageId));

describe('live messages in the cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('put a new message at the top of the newest page, once', () => {
    const data = thread(1, 2);
    const next = withNewMessage(data, messageFixture({ messageId: 3 }));
    expect(idsOf(next)).toEqual([3, 2, 1]);
    expect(withNewMessage(next, messageFixture({ messageId: 3 }))).toBe(next);
  });

  it('move its conversation to the top with the message as its last, counting theirs unread', () => {
    const a = conversationFixture({ conversationId: 4, unread: 0 });
    const b = conversationFixture({ conversationId: 5, unread: 1 });
    const list = [a, b];
    const theirs = messageFixture({ messageId: 9, conversationId: 5 });
    const after = withMessage(list, theirs, true);
    expect(after?.map((c) => [c.conversationId, c.unread, c.lastMessage?.messageId])).toEqual([
      [5, 2, 9],
      [4, 0, 1],
    ]);
    expect(withMessage(list, theirs, false)?.[0].unread).toBe(1);
    expect(withMessage(list, { ...theirs, mine: true }, true)?.[0].unread).toBe(1);
    // Told again (another tab, a refetch): nothing changes.
    expect(withMessage(after!, theirs, true)?.[0].unread).toBe(2);
    // A conversation the list does not hold yet: only the server knows its card.
    expect(withMessage(list, { ...theirs, conversationId: 6 }, true)).toBeUndefined();
  });

  it('patch a shown thread and my list; fetch the list again for a new conversation', async () => {
    const client = createQueryClient();
    client.setQueryData(messageKeys.thread(5), thread(1));
    client.setQueryData<Conversation[]>(messageKeys.conversations(), [conversationFixture({ unread: 0 })]);
    // The thread is on the screen: its message is not counted unread (the screen reads it).
    const observer = new QueryObserver(client, { ...getMessagesQueryOptions(5), enabled: false });
    const unsubscribe = observer.subscribe(() => {});
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    receiveMessage(client, messageFixture({ messageId: 2 }));
    expect(idsOf(client.getQueryData<Thread>(messageKeys.thread(5)))).toEqual([2, 1]);
    const list = client.getQueryData<Conversation[]>(messageKeys.conversations());
    expect(list?.[0]).toMatchObject({ unread: 0, lastMessage: { messageId: 2 } });
    expect(invalidate).not.toHaveBeenCalled();

    unsubscribe();
    receiveMessage(client, messageFixture({ messageId: 3 }));
    expect(client.getQueryData<Conversation[]>(messageKeys.conversations())?.[0].unread).toBe(1);

    receiveMessage(client, messageFixture({ messageId: 4, conversationId: 8 }));
    expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toEqual([messageKeys.conversations()]);
    // A thread nobody fetched is not made up from one message.
    expect(client.getQueryData(messageKeys.thread(8))).toBeUndefined();
  });

  it('mark a conversation read in the list and in its own query', () => {
    const client = createQueryClient();
    client.setQueryData<Conversation[]>(messageKeys.conversations(), [
      conversationFixture({ conversationId: 4, unread: 2 }),
      conversationFixture({ conversationId: 5, unread: 3 }),
    ]);
    client.setQueryData(messageKeys.conversation(5), conversationFixture({ unread: 3 }));
    setConversationRead(client, 5);
    const list = client.getQueryData<Conversation[]>(messageKeys.conversations());
    expect(list?.map((c) => c.unread)).toEqual([2, 0]);
    expect(client.getQueryData<Conversation>(messageKeys.conversation(5))?.unread).toBe(0);
  });
});
