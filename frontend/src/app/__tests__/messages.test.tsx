import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, mockFetch, type Reply } from '@/testing/fetch-mock';
import { conversationFixture, messageFixture, pageOf } from '@/testing/message-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };
const none = { status: 200, body: { items: [], nextCursor: null, unread: 0 } };
const mine = (id: number, text: string) => messageFixture({ messageId: id, text, mine: true, authorId: 7 });

/** thread stubs one open conversation: Oleh's masked message and my answer, and a new page of one older one. */
function threadRoutes(over: Record<string, Reply | Reply[] | ((call: { body: unknown }) => Reply)> = {}) {
  return {
    'GET /auth/session': session,
    'GET /api/notifications': none,
    'GET /api/conversations': { status: 200, body: [conversationFixture()] },
    'GET /api/conversations/5': { status: 200, body: conversationFixture() },
    'GET /api/conversations/5/messages': [
      { status: 200, body: pageOf([messageFixture({ messageId: 2, text: 'Call me: •••' }), mine(3, 'Thanks!')], '2') },
      { status: 200, body: pageOf([messageFixture({ messageId: 1, text: 'Hi' })]) },
    ],
    'POST /api/conversations/5/read': { status: 200, body: { unread: 0 } },
    ...over,
  };
}

describe('messages', () => {
  beforeEach(() => {
    resetStores();
    // Noon, so that "five minutes ago" is today wherever and whenever the suite runs.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 2, 11, 12, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('list my conversations with the other person, the route, the last message and the unread count', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/notifications': none,
      'GET /api/conversations': {
        status: 200,
        body: [
          conversationFixture({ unread: 2, lastMessage: messageFixture({ text: 'Hello!\nI can take it.' }) }),
          conversationFixture({ conversationId: 6, unread: 0, lastMessage: mine(4, 'See you') }),
        ],
      },
    });
    renderApp('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toHaveTextContent('2');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const open = within(list).getAllByRole('link', { name: /^Oleh S\./ });
    expect(open.map((a) => a.getAttribute('href'))).toEqual(['/messages/5', '/messages/6']);
    expect(open[0]).toHaveAccessibleName(
      /^Oleh S\. 5 minutes ago Parcel: Kyiv → Lviv Hello! I can take it\. 2 unread$/,
    );
    expect(open[1]).toHaveAccessibleName(/You: See you$/);
    expect(within(list).getAllByRole('link', { name: 'Profile of Oleh S.' })[0]).toHaveAttribute('href', '/users/9');
  });

  it('say when there is nobody to write to yet', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/notifications': none,
      'GET /api/conversations': { status: 200, body: [] },
    });
    renderApp('/messages');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('show the thread oldest first, mark it read, page back, and send with Enter', async () => {
    const calls = mockFetch(
      threadRoutes({
        'POST /api/conversations/5/messages': (call) => ({
          status: 201,
          body: mine(9, (call.body as { text: string }).text),
        }),
      }),
    );
    const { user } = renderApp('/messages/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oleh S.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oleh S.' })).toHaveAttribute('href', '/users/9');
    expect(screen.getByRole('link', { name: 'My parcel' })).toHaveAttribute('href', '/parcel/41');
    expect(screen.getByText('Parcel Kyiv → Lviv')).toBeInTheDocument();
    expect(screen.getByText(/Phone numbers and e-mails read •••/)).toBeInTheDocument();

    const thread = await screen.findByRole('list', { name: 'Messages' });
    const lines = () =>
      within(thread)
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('bubble'));
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(lines().map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Oleh S\.: Call me: •••hidden contact \d\d:\d\d$/),
      expect.stringMatching(/^You: Thanks! \d\d:\d\d$/),
    ]);
    expect(within(thread).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/conversations/5/read')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect(lines()[0]).toHaveTextContent(/^Oleh S\.: Hi/);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('maxlength', '1000');
    await user.type(box, 'On my way{Shift>}{Enter}{/Shift}at 9');
    expect(box).toHaveValue('On my way\nat 9');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lines()).toHaveLength(4));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/conversations/5/messages')?.body).toEqual({
      text: 'On my way\nat 9',
    });
    expect(lines()[3]).toHaveTextContent(/^You: On my way\s+at 9/);
    expect(box).toHaveValue('');
    // Nothing but spaces is not sent.
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first');
  });

  it('keep what I typed when sending fails, and say why the conversation closed', async () => {
    mockFetch(
      threadRoutes({
        'POST /api/conversations/5/messages': [apiError(429, 'rate_limited'), apiError(409, 'conversation_closed')],
        'GET /api/conversations/5': [
          { status: 200, body: conversationFixture() },
          { status: 200, body: conversationFixture({ open: false }) },
        ],
      }),
    );
    const { user } = renderApp('/messages/5');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Are you there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent("You're sending messages too fast");
    expect(box).toHaveValue('Are you there?');
    expect(box).toHaveAccessibleDescription(/Enter sends, Shift\+Enter starts a new line\. You're sending/);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/This conversation is closed\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your unsent message' })).toHaveValue('Are you there?');
  });

  it('explain a block in place of the text box', async () => {
    mockFetch(threadRoutes({ 'POST /api/conversations/5/messages': apiError(403, 'blocked') }));
    const { user } = renderApp('/messages/5');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(
      await screen.findByText("You can't write to each other: one of you has blocked the other."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('say a conversation is not mine', async () => {
    mockFetch(threadRoutes({ 'GET /api/conversations/5': apiError(404, 'not_found') }));
    renderApp('/messages/5');
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages');
  });

  it('open a conversation beside my conversations on a wide screen, marking it, and ask to choose one first', async () => {
    const wide = (query: string) => ({
      matches: query === '(min-width: 1024px)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
    vi.stubGlobal('matchMedia', vi.fn(wide));
    mockFetch(
      threadRoutes({
        'GET /api/conversations': {
          status: 200,
          body: [
            conversationFixture(),
            conversationFixture({ conversationId: 6, route: { from: 'Uman', to: 'Pryluky' } }),
          ],
        },
      }),
    );
    const { user } = renderApp('/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
    const rows = await within(list).findAllByRole('link', { name: /^Oleh S\. .*Parcel:/ });
    expect(rows.filter((a) => a.getAttribute('aria-current') === 'page')).toHaveLength(0);

    await user.click(rows[0]);
    // The conversation's name is the pane's heading; the page's is the inbox's.
    expect(await screen.findByRole('heading', { level: 2, name: 'Oleh S.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Parcel Kyiv → Lviv')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Conversations' })).toBe(list);
    expect(rows[0]).toHaveAttribute('aria-current', 'page');
    expect(rows[1]).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('heading', { name: 'Choose a conversation' })).not.toBeInTheDocument();
  });

  it('show a conversation alone on a phone, with the way back to my conversations', async () => {
    mockFetch(threadRoutes());
    renderApp('/messages/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oleh S.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all messages' })).toHaveAttribute('href', '/messages');
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  });
});
