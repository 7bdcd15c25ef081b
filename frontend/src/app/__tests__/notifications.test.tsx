import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSwitcherStore } from '@/stores/switcher-store';
import { mockFetch } from '@/testing/fetch-mock';
import { iryna, notificationFixture } from '@/testing/notification-fixtures';
import { parcelFixture, rideFixture } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { Notification, NotificationsPage } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };
const listOf = (items: Notification[], over: Partial<NotificationsPage> = {}) => ({
  status: 200,
  body: { items, nextCursor: null, unread: items.filter((n) => n.readAt === null).length, ...over },
});

// Olena (testProfile) drives ride 3 and sends parcel 50.
const asked = notificationFixture({ notificationId: 3 });
const approved = notificationFixture({
  notificationId: 2,
  kind: 'request_approved',
  parcelId: 50,
  rideId: 9,
  actor: { ...iryna, userId: 9, name: 'Oleh', surname: 'S.' },
});
const expired = notificationFixture({
  notificationId: 1,
  kind: 'parcel_expired',
  parcelId: 49,
  rideId: undefined,
  actor: undefined,
  route: { from: 'Kyiv', to: 'Odesa' },
  readAt: '2030-05-01T10:00:00Z',
  createdAt: '2030-05-01T09:00:00Z',
});

describe('notifications', () => {
  beforeEach(() => {
    resetStores();
    useSwitcherStore.setState({ homeSwitcher: 'parcels', rideSwitcher: 'fromSenders' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists what happened, and opening one marks it read and opens my side of it', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/notifications': listOf([asked, approved, expired]),
      'GET /api/parcels': { status: 200, body: [parcelFixture({ parcelId: 50 }), parcelFixture({ parcelId: 49 })] },
      'POST /api/notifications/read': { status: 200, body: { unread: 1 } },
      'GET /api/rides/3': { status: 200, body: rideFixture() },
      'GET /api/rides/3/accepted': { status: 200, body: [] },
      'GET /api/rides/3/requests': { status: 200, body: { fromSenders: [], myRequests: [] } },
    });
    const { user, router } = renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/ride/3', '/parcel/50', '/parcel/49']);
    expect(links[0]).toHaveAccessibleName(/^Unread: Iryna B\. asked your ride to carry a parcel 5 minutes ago$/);
    expect(links[1]).toHaveAccessibleName(/^Unread: Oleh S\. approved your request/);
    expect(links[2]).toHaveAccessibleName(/^Your parcel expired — post it again Kyiv → Odesa /);

    await user.click(links[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ride/3'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [3] });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all as read, and pages on with Load more', async () => {
    const older = notificationFixture({ notificationId: 1, kind: 'parcel_delivered', rideId: undefined });
    const calls = mockFetch({
      'GET /auth/session': session,
      // The first page, then the next (the cursor is not part of the stub's key).
      'GET /api/notifications': [listOf([asked], { nextCursor: '3', unread: 2 }), listOf([older], { unread: 2 })],
      'GET /api/parcels': { status: 200, body: [] },
      'POST /api/notifications/read': { status: 200, body: { unread: 0 } },
    });
    const { user } = renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    expect(within(list).getAllByRole('link')[1]).toHaveAccessibleName(/Your parcel was delivered/);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ all: true });
    expect(screen.getByRole('link', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('link')[0]).not.toHaveAccessibleName(/Unread/);
  });

  it('says when there is nothing yet', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/notifications': listOf([]),
      'GET /api/parcels': { status: 200, body: [] },
    });
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Nothing yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});
