import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { AdminReport, AdminUser, AuditEntry } from '@/types/api';
import type { PublicCard } from '@/types/api';

const adminSession = { status: 200, body: { token: 'tok-1', profile: { ...testProfile, role: 'admin' } } };
const userSession = { status: 200, body: { token: 'tok-1', profile: { ...testProfile, role: 'user' } } };

const card = (userId: number, name: string, surname: string): PublicCard => ({
  userId,
  name,
  surname,
  profilePicture: '',
  rating: { average: 0, count: 0 },
  senderRating: { average: 0, count: 0 },
  deliveries: 0,
  sent: 0,
  memberSince: '2025-03',
  answers: null,
  cancellations: null,
});

const stats = {
  users: 1234,
  verifiedUsers: 1000,
  parcels: { New: 5, Accepted: 2, Delivered: 40 },
  rides: { Planned: 3 },
  deliveries30d: 17,
  openReports: 2,
};

const report = (over: Partial<AdminReport> = {}): AdminReport => ({
  reportId: 21,
  reason: 'fraud',
  details: 'Asked me to pay in advance',
  status: 'open',
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  reporter: card(12, 'Iryna', 'B.'),
  target: {
    kind: 'parcel',
    id: 301,
    owner: card(31, 'Oleh', 'S.'),
    ownerSuspended: false,
    route: { from: 'Zhytomyr', to: 'Rivne' },
    status: 'New',
  },
  resolvedAt: null,
  action: null,
  ...over,
});

const account = (over: Partial<AdminUser> = {}): AdminUser => ({
  userId: 31,
  email: 'oleh@example.com',
  name: 'Oleh',
  surname: 'Shevchenko',
  role: 'user',
  emailVerified: true,
  suspended: false,
  suspendedReason: '',
  deleted: false,
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  ...over,
});

const page = <T,>(items: T[], nextCursor: string | null = null) => ({ status: 200, body: { items, nextCursor } });

/** urls are the addresses (with their queries) the app fetched. */
const urls = () => (fetch as Mock).mock.calls.map((c) => String(c[0]));

describe('the admin screen', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('is the not-found screen for anyone but an admin, and is not in their menu', async () => {
    mockFetch({
      'GET /auth/session': userSession,
      'GET /api/users/7': { status: 200, body: card(7, 'Olena', 'K.') },
    });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(urls().some((u) => u.startsWith('/api/admin'))).toBe(false);

    await router.navigate('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Profile settings' });
    expect(within(menu).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('is the not-found screen when the server says 404 (the role was taken back)', async () => {
    mockFetch({
      'GET /auth/session': adminSession,
      'GET /api/admin/stats': apiError(404, 'not_found'),
      'GET /api/admin/reports': apiError(404, 'not_found'),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the figures and the open reports; suspending the reported user asks a reason', async () => {
    let open = [
      report(),
      report({ reportId: 22, target: { ...report().target, kind: 'user', route: null, status: null } }),
    ];
    const calls = mockFetch({
      'GET /auth/session': adminSession,
      'GET /api/users/7': { status: 200, body: card(7, 'Olena', 'K.') },
      'GET /api/admin/stats': { status: 200, body: stats },
      'GET /api/admin/reports': () => page(open),
      'POST /api/admin/reports/21/resolve': () => {
        open = open.slice(1);
        return { status: 200, body: report({ status: 'resolved', action: 'suspend_user' }) };
      },
    });
    const { user, router } = renderApp('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Profile settings' });
    await user.click(within(menu).getByRole('link', { name: 'Admin' }));
    expect(router.state.location.pathname).toBe('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: 'Figures' });
    expect(await within(figures).findByText('1,234')).toBeInTheDocument();
    expect(within(figures).getByText('Verified', { exact: true }).nextElementSibling).toHaveTextContent('1,000');
    expect(within(figures).getByText('Open reports').nextElementSibling).toHaveTextContent('2');
    expect(within(figures).getByText('Delivered in 30 days').nextElementSibling).toHaveTextContent('17');
    expect(within(figures).getByText('47 in all')).toBeInTheDocument();
    // States with nothing in them are left out.
    expect(within(figures).queryByText('Failed')).not.toBeInTheDocument();
    expect(within(figures).getByText('Planned').closest('div')).toHaveTextContent('3');

    const tabs = screen.getByRole('tablist', { name: 'Admin sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Reports', 'Users', 'Activity']);
    expect(within(tabs).getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked();

    const list = await screen.findByRole('list', { name: 'Open reports' });
    const cards = within(list).getAllByRole('article', { name: 'Report about Oleh S.' });
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Fraud or a scam' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Asked me to pay in advance');
    expect(cards[0]).toHaveTextContent('Zhytomyr → Rivne');
    expect(first.getByText('Sender').nextElementSibling).toHaveTextContent('Oleh S.');
    expect(first.getByRole('link', { name: 'Oleh S.' })).toHaveAttribute('href', '/users/31');
    expect(first.getByRole('link', { name: 'Iryna B.' })).toHaveAttribute('href', '/users/12');
    expect(first.getByRole('button', { name: 'Remove the listing' })).toBeInTheDocument();
    // A report about a user has no listing to remove.
    expect(within(cards[1]).queryByRole('button', { name: 'Remove the listing' })).not.toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'Suspend the user' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Oleh S.?' });
    expect(dialog).toHaveAccessibleDescription(/sessions end at once/);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Say why')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(reason, '  Fake parcels to take deposits  ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Oleh S. is suspended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      action: 'suspend_user',
      reason: 'Fake parcels to take deposits',
    });
    // The list and the figures are read again.
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(calls.filter((c) => c.path === '/api/admin/stats').length).toBeGreaterThan(1);
  });

  it('dismisses or removes the listing after a question; resolved reports show what was done', async () => {
    const calls = mockFetch({
      'GET /auth/session': adminSession,
      'GET /api/admin/stats': { status: 200, body: stats },
      'GET /api/admin/reports': [
        page([report(), report({ reportId: 22 })]),
        page([report(), report({ reportId: 22 })]),
        page([report({ reportId: 22 })]),
        page([report({ status: 'resolved', action: 'remove_listing', resolvedAt: new Date().toISOString() })]),
      ],
      'POST /api/admin/reports/21/resolve': [
        apiError(409, 'invalid_state'),
        { status: 200, body: report({ status: 'resolved', action: 'remove_listing' }) },
      ],
    });
    const { user, router } = renderApp('/admin');
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const first = () => within(list).getAllByRole('article')[0];

    await user.click(within(first()).getByRole('button', { name: 'Dismiss' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Dismiss this report?' });
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    // Resolved meanwhile by another admin: said in a toast, and the list is read again.
    expect(await screen.findByText('This report is resolved already: the list is refreshed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(within(first()).getByRole('button', { name: 'Remove the listing' }));
    dialog = screen.getByRole('alertdialog', { name: 'Remove the listing?' });
    expect(dialog).toHaveAccessibleDescription(/Oleh S. keeps their account/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Listing removed')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { action: 'dismiss' },
      { action: 'remove_listing' },
    ]);

    await user.click(screen.getByRole('radio', { name: 'Resolved' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=resolved'));
    const resolved = await screen.findByRole('list', { name: 'Resolved reports' });
    expect(within(resolved).getByRole('article')).toHaveTextContent('Listing removed');
    expect(within(resolved).queryByRole('button')).not.toBeInTheDocument();
    expect(urls()).toContain('/api/admin/reports?status=resolved');
  });

  it('finds users, suspends one with a reason and lifts a suspension; an admin cannot be suspended', async () => {
    let oleh = account();
    const calls = mockFetch({
      'GET /auth/session': adminSession,
      'GET /api/admin/stats': { status: 200, body: stats },
      'GET /api/admin/users': () =>
        page([
          oleh,
          account({
            userId: 40,
            email: 'ivan@example.com',
            name: 'Ivan',
            surname: 'Franko',
            suspended: true,
            suspendedReason: 'Spam',
          }),
          account({ userId: 41, email: 'new@example.com', name: '', surname: '', emailVerified: false }),
          account({ userId: 42, email: 'gone@example.com', deleted: true }),
          account({ userId: 7, email: 'olena@example.com', role: 'admin' }),
        ]),
      'POST /api/admin/users/31/suspend': [
        apiError(409, 'cannot_suspend_admin'),
        () => {
          oleh = { ...oleh, suspended: true, suspendedReason: 'Scam' };
          return { status: 204 };
        },
      ],
      'POST /api/admin/users/40/unsuspend': { status: 204 },
    });
    const { user, router } = renderApp('/admin');
    await user.click(await screen.findByRole('tab', { name: 'Users' }));
    expect(router.state.location.search).toBe('?tab=users');

    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail or name' }), 'ole');
    await waitFor(() => expect(urls()).toContain('/api/admin/users?q=ole'));
    const list = await screen.findByRole('list', { name: 'Users' });

    const ivan = within(list).getByRole('article', { name: 'ivan@example.com' });
    expect(ivan).toHaveTextContent('Suspended');
    expect(ivan).toHaveTextContent('Reason: Spam');
    expect(within(list).getByRole('article', { name: 'new@example.com' })).toHaveTextContent('Not verified');
    expect(within(list).getByRole('article', { name: 'new@example.com' })).toHaveTextContent('No name yet');
    // A deleted account is named as such, not by the address it keeps (deleted:42).
    const gone = within(list).getByRole('article', { name: 'Deleted account' });
    expect(gone).toHaveTextContent('Deleted');
    expect(within(gone).queryByRole('button')).not.toBeInTheDocument();
    const admin = within(list).getByRole('article', { name: 'olena@example.com' });
    expect(admin).toHaveTextContent('Admin');
    expect(within(admin).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Suspend Oleh Shevchenko' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Suspend Oleh Shevchenko?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Scam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("An admin can't be suspended.");
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Oleh Shevchenko is suspended')).toBeInTheDocument();
    expect(await within(list).findByRole('button', { name: 'Unsuspend Oleh Shevchenko' })).toBeInTheDocument();

    await user.click(within(ivan).getByRole('button', { name: 'Unsuspend Ivan Franko' }));
    dialog = screen.getByRole('alertdialog', { name: 'Unsuspend Ivan Franko?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unsuspend' }));
    expect(await screen.findByText('Ivan Franko can sign in again')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/admin/users/31/suspend', { reason: 'Scam' }],
      ['/api/admin/users/31/suspend', { reason: 'Scam' }],
      ['/api/admin/users/40/unsuspend', undefined],
    ]);
  });

  it('lists the activity log page by page: who, what and about whom', async () => {
    const entry = (over: Partial<AuditEntry>): AuditEntry => ({
      auditId: 1,
      admin: card(7, 'Olena', 'K.'),
      action: 'suspend_user',
      targetUserId: 31,
      targetUser: card(31, 'Ivan', 'F.'),
      targetReportId: 21,
      details: 'Fake parcels',
      createdAt: new Date().toISOString(),
      ...over,
    });
    mockFetch({
      'GET /auth/session': adminSession,
      'GET /api/admin/stats': { status: 200, body: stats },
      'GET /api/admin/audit': [
        page(
          [
            entry({}),
            // A deleted user has no card: named by id.
            entry({
              auditId: 2,
              admin: null,
              action: 'grant_admin',
              targetUserId: 40,
              targetUser: null,
              targetReportId: null,
              details: '',
            }),
          ],
          'c2',
        ),
        page([
          entry({ auditId: 3, action: 'rotate_keys', targetUserId: null, targetUser: null, targetReportId: null }),
        ]),
      ],
    });
    const { user } = renderApp('/admin?tab=activity');
    expect(await screen.findByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Account suspended');
    expect(items[0]).toHaveTextContent('By Olena K.');
    expect(within(items[0]).getByRole('link', { name: 'Ivan F.' })).toHaveAttribute('href', '/users/31');
    expect(items[0]).toHaveTextContent('Report #21');
    expect(items[0]).toHaveTextContent('Fake parcels');
    expect(items[1]).toHaveTextContent('Made an admin');
    expect(items[1]).toHaveTextContent('By the command line');
    expect(within(items[1]).getByRole('link', { name: 'User #40' })).toHaveAttribute('href', '/users/40');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('rotate_keys')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(urls()).toContain('/api/admin/audit?cursor=c2');
  });

  it('moves between the tabs with the arrow keys', async () => {
    mockFetch({
      'GET /auth/session': adminSession,
      'GET /api/admin/stats': { status: 200, body: stats },
      'GET /api/admin/reports': page([]),
      'GET /api/admin/users': page([]),
      'GET /api/admin/audit': page([]),
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Reports' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'No one found' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Nothing yet' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Activity' })).toBeInTheDocument();
  });
});
