import { QueryObserver, type InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getMessagesQueryOptions, type Thread } from '@/features/messages/api/get-messages';
import { messageKeys } from '@/features/messages/api/keys';
import { notificationKeys } from '@/features/notifications/api/get-notifications';
import { requestKeys } from '@/features/requests/api/get-parcel-requests';
import { rideKeys } from '@/features/rides/api/get-rides';
import { createQueryClient } from '@/lib/query-client';
import { conversationFixture, messageFixture, pageOf } from '@/testing/message-fixtures';
import { notificationFixture } from '@/testing/notification-fixtures';
import type { Conversation, NotificationsPage } from '@/types/api';

import { openLiveUpdates, retryDelay, type Source } from './live-updates';

/** FakeSource is an EventSource the test drives: it fires what the test tells it to. */
class FakeSource implements Source {
  listeners = new Map<string, ((event: Event) => void)[]>();
  closed = false;
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  fire(type: string, data?: unknown, lastEventId = '') {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const page = (over: Partial<NotificationsPage> = {}): InfiniteData<NotificationsPage, string | undefined> => ({
  pages: [
    {
      items: [notificationFixture({ notificationId: 1, readAt: '2030-01-01T00:00:00Z' })],
      nextCursor: null,
      unread: 0,
      ...over,
    },
  ],
  pageParams: [undefined],
});

describe('live updates', () => {
  let sources: FakeSource[];
  let urls: string[];
  const connect = (url: string) => {
    urls.push(url);
    const source = new FakeSource();
    sources.push(source);
    return source;
  };
  beforeEach(() => {
    sources = [];
    urls = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('back off 1 s, 2 s, 4 s… up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('reconnect after an error, later each time, from the start once connected; closing stops them', () => {
    const close = openLiveUpdates(createQueryClient(), connect);
    expect(sources).toHaveLength(1);
    sources[0].fire('error');
    expect(sources[0].closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1].fire('error');
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    sources[2].fire('open');
    sources[2].fire('error');
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(4);
    sources[3].fire('error');
    close();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(4);
    expect(sources.every((s) => s.closed)).toBe(true);
  });

  it('reopen the stream after the last event seen, so that what came meanwhile is sent first', () => {
    openLiveUpdates(createQueryClient(), connect);
    sources[0].fire('open');
    sources[0].fire('notification', notificationFixture({ notificationId: 2 }), '41');
    sources[0].fire('message', messageFixture({ messageId: 3 }), '42');
    sources[0].fire('error');
    vi.advanceTimersByTime(1000);
    sources[1].fire('notification', notificationFixture({ notificationId: 4 })); // no id: the last one stands
    sources[1].fire('error');
    vi.advanceTimersByTime(2000);
    expect(urls).toEqual(['/api/events', '/api/events?lastEventId=42', '/api/events?lastEventId=42']);
  });

  it('put a notification into the list and the bell, and refetch what it touches', () => {
    const client = createQueryClient();
    client.setQueryData(notificationKeys.list(), page());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    openLiveUpdates(client, connect);
    sources[0].fire('open');
    expect(invalidate).not.toHaveBeenCalled();

    const n = notificationFixture({ notificationId: 2 });
    sources[0].fire('notification', n);
    sources[0].fire('notification', n); // told twice, counted once
    const data = client.getQueryData<InfiniteData<NotificationsPage>>(notificationKeys.list());
    expect(data?.pages[0].items.map((i) => i.notificationId)).toEqual([2, 1]);
    expect(data?.pages[0].unread).toBe(1);
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    for (const key of [rideKeys.detail(3), requestKeys.ride(3), requestKeys.parcel(41), rideKeys.list()])
      expect(keys).toContain(JSON.stringify(key));
  });

  it('put a message into its thread and my conversations; a message notification refetches nothing else', () => {
    const client = createQueryClient();
    client.setQueryData<Thread>(messageKeys.thread(5), {
      pages: [pageOf([messageFixture()])],
      pageParams: [undefined],
    });
    client.setQueryData<Conversation[]>(messageKeys.conversations(), [conversationFixture({ unread: 0 })]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    openLiveUpdates(client, connect);
    sources[0].fire('message', messageFixture({ messageId: 2, text: 'On my way' }));
    sources[0].fire('message', { data: 'not a message' });
    const thread = client.getQueryData<Thread>(messageKeys.thread(5));
    expect(thread?.pages[0].items.map((m) => m.text)).toEqual(['On my way', 'Hello! I can take it.']);
    expect(client.getQueryData<Conversation[]>(messageKeys.conversations())?.[0]).toMatchObject({
      unread: 1,
      lastMessage: { text: 'On my way' },
    });
    sources[0].fire('notification', notificationFixture({ kind: 'message_received', conversationId: 5 }));
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual([JSON.stringify(notificationKeys.list())]);
  });

  it('count a message notification read when its conversation is on the screen, which reads it', () => {
    const client = createQueryClient();
    client.setQueryData(notificationKeys.list(), page());
    const shown = new QueryObserver(client, { ...getMessagesQueryOptions(5), enabled: false });
    const unsubscribe = shown.subscribe(() => {});
    openLiveUpdates(client, connect);
    const n = (id: number, conversationId: number) =>
      notificationFixture({ notificationId: id, kind: 'message_received', conversationId });
    sources[0].fire('notification', n(2, 5));
    sources[0].fire('notification', n(3, 6));
    const data = client.getQueryData<InfiniteData<NotificationsPage>>(notificationKeys.list());
    expect(data?.pages[0].items.map((i) => [i.notificationId, i.readAt === null])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(data?.pages[0].unread).toBe(1);
    unsubscribe();
  });

  it('refetch conversations when a request is answered: who may write, whose contacts show', () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    openLiveUpdates(client, connect);
    sources[0].fire('notification', notificationFixture({ kind: 'request_approved' }));
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(messageKeys.all));
  });

  it('read everything again once back after a gap', () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    openLiveUpdates(client, connect);
    sources[0].fire('open');
    sources[0].fire('error');
    vi.advanceTimersByTime(1000);
    expect(invalidate).not.toHaveBeenCalled();
    sources[1].fire('open');
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(notificationKeys.all));
    expect(keys).toContain(JSON.stringify(rideKeys.all));
  });
});
