import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { PublicCard, Review, UserCard } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };

const card = (over: Partial<UserCard> = {}): UserCard => ({
  userId: 12,
  name: 'Iryna',
  surname: 'B.',
  profilePicture: '',
  rating: { average: 0, count: 0 },
  senderRating: { average: 4.5, count: 2 },
  deliveries: 0,
  sent: 0,
  memberSince: '2025-03',
  answers: null,
  cancellations: null,
  blocked: false,
  ...over,
});

const oleh: PublicCard = {
  userId: 31,
  name: 'Oleh',
  surname: 'S.',
  profilePicture: '',
  rating: { average: 5, count: 3 },
  senderRating: { average: 0, count: 0 },
  deliveries: 3,
  sent: 0,
  memberSince: '2025-03',
  answers: null,
  cancellations: null,
};

const review = (over: Partial<Review> = {}): Review => ({
  rating: 5,
  comment: 'Ready on time, packed well.',
  role: 'sender',
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  author: oleh,
  ...over,
});

describe('a user’s public card', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('says when there are too few requests to tell how a user answers', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/users/12': { status: 200, body: card() },
      'GET /api/users/12/reviews': { status: 200, body: { items: [], nextCursor: null } },
    });
    renderApp('/users/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iryna B.' })).toBeInTheDocument();
    expect(screen.getByText('Requests').nextElementSibling).toHaveTextContent('Too few requests yet to tell');
  });

  it('shows ratings both ways, the trust figures and reviews page by page', async () => {
    const answers = { rate: 0.9, medianHours: 2.6 };
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/users/12': { status: 200, body: card({ deliveries: 12, sent: 4, answers }) },
      'GET /api/users/12/reviews': [
        {
          status: 200,
          body: {
            items: [review(), review({ rating: 3, comment: '', role: 'driver', author: null })],
            nextCursor: 'c2',
          },
        },
        {
          status: 200,
          body: { items: [review({ comment: 'Second page', author: null, role: 'driver' })], nextCursor: null },
        },
      ],
    });
    const { user } = renderApp('/users/12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Iryna B.' })).toBeInTheDocument();
    expect(screen.getByText('As a driver').nextElementSibling).toHaveTextContent('No ratings yet');
    expect(screen.getByText('As a sender').nextElementSibling).toHaveTextContent('4.5');
    expect(screen.getByRole('img', { name: 'Rated 4.5 by 2 people' })).toHaveTextContent('4.5 (2)');
    expect(screen.getByText('Parcels delivered as a driver').nextElementSibling).toHaveTextContent('12');
    expect(screen.getByText('Parcels sent').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Requests').nextElementSibling).toHaveTextContent(
      'Answers 90% of requests, usually within 3 h',
    );
    expect(screen.getByText('Member since').nextElementSibling).toHaveTextContent('March 2025');

    const reviews = await screen.findByRole('list', { name: 'Reviews' });
    const items = within(reviews).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('as sender');
    expect(items[0]).toHaveTextContent('2 days ago');
    expect(within(items[0]).getByRole('link', { name: 'Oleh S.' })).toHaveAttribute('href', '/users/31');
    expect(items[1]).toHaveTextContent('as driver');
    expect(items[1]).toHaveTextContent('A recipient');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(reviews).findByText('Second page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const pages = calls.filter((c) => c.path === '/api/users/12/reviews');
    expect(pages).toHaveLength(2);
  });

  it('my own card has no Report or Block; an unknown user is the not-found screen', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/users/7': { status: 200, body: card({ userId: 7, name: 'Olena', surname: 'K.' }) },
      'GET /api/users/7/reviews': { status: 200, body: { items: [], nextCursor: null } },
      'GET /api/users/99': apiError(404, 'not_found'),
      'GET /api/users/99/reviews': apiError(404, 'not_found'),
    });
    const { router } = renderApp('/users/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olena K.' })).toBeInTheDocument();
    expect(screen.getByText('This is how others see you.')).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();

    await router.navigate('/users/99');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('reports the user: a reason is required, a refusal is said in the dialog and the text stays', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/users/12': { status: 200, body: card() },
      'GET /api/users/12/reviews': { status: 200, body: { items: [], nextCursor: null } },
      'POST /api/reports': [apiError(429, 'rate_limited'), { status: 201, body: { reportId: 1 } }],
    });
    const { user } = renderApp('/users/12');
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });

    await user.click(send);
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    await user.click(within(reasons).getByRole('radio', { name: 'Fraud or a scam' }));
    const details = within(dialog).getByRole('textbox', { name: 'Details (optional)' });
    await user.type(details, 'Asked me to pay in advance');
    expect(within(dialog).getByText('26 / 1000')).toBeInTheDocument();
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent 10 reports today. Please try again tomorrow.',
    );
    expect(details).toHaveValue('Asked me to pay in advance');

    await user.click(send);
    expect(await screen.findByText('Report sent. Thank you!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      userId: 12,
      reason: 'fraud',
      details: 'Asked me to pay in advance',
    });
  });

  it('blocks after a confirmation that explains it, then unblocks', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/users/12': { status: 200, body: card() },
      'GET /api/users/12/reviews': { status: 200, body: { items: [], nextCursor: null } },
      'POST /api/users/12/block': { status: 204 },
      'DELETE /api/users/12/block': { status: 204 },
    });
    const { user } = renderApp('/users/12');
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block Iryna B.?' });
    expect(dialog).toHaveAccessibleDescription(
      /won't see each other's parcels and rides.*Deliveries you have already agreed on go ahead/,
    );
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Iryna B. is blocked')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText(/You have blocked this person/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Iryna B. is unblocked')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/users/12/block',
      'DELETE /api/users/12/block',
    ]);
  });
});

describe('blocked users', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('lists them with links to their cards; Unblock takes one off, then the list is empty', async () => {
    let blocked = [oleh];
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/profile/blocked': () => ({ status: 200, body: blocked }),
      'DELETE /api/users/31/block': () => {
        blocked = [];
        return { status: 204 };
      },
    });
    const { user } = renderApp('/profile/blocked');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blocked users' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Blocked users' });
    expect(within(list).getByRole('link', { name: 'Oleh S.' })).toHaveAttribute('href', '/users/31');

    await user.click(within(list).getByRole('button', { name: 'Unblock Oleh S.' }));
    expect(await screen.findByText('Oleh S. is unblocked')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "You haven't blocked anyone" })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/users/31/block')).toBe(true);
  });

  it('is linked from the profile menu', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/users/7': { status: 200, body: card({ userId: 7 }) },
    });
    renderApp('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Profile settings' });
    expect(within(menu).getByRole('link', { name: 'Blocked users' })).toHaveAttribute('href', '/profile/blocked');
  });
});
