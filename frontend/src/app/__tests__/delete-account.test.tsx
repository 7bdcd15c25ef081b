import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';
import { useSwitcherStore } from '@/stores/switcher-store';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };
const myCard = {
  status: 200,
  body: {
    userId: 7,
    name: 'Olena',
    surname: 'K.',
    profilePicture: '',
    rating: { average: 0, count: 0 },
    senderRating: { average: 0, count: 0 },
    deliveries: 0,
    sent: 0,
    memberSince: '2025-03',
    answers: null,
    cancellations: null,
  },
};

describe('deleting my account', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('is the last, red item of the profile menu', async () => {
    mockFetch({ 'GET /auth/session': session, 'GET /api/users/7': myCard });
    renderApp('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Profile settings' });
    const links = within(menu).getAllByRole('link');
    expect(links.at(-1)).toHaveAccessibleName('Delete account');
    expect(links.at(-1)).toHaveAttribute('href', '/profile/delete');
    expect(links.at(-1)).toHaveClass('menu__item--danger');
  });

  it('says what goes and what stays, offers the data, and explains what blocks it', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'DELETE /api/profile': [apiError(400, 'invalid_input', { password: 'wrong' }), apiError(409, 'active_items')],
    });
    const { user } = renderApp('/profile/delete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Erased for good' })).toBeInTheDocument();
    expect(screen.getByText('The text of your messages')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kept, without your name' })).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/profile/export');
    expect(download).toHaveAttribute('download');

    const submit = screen.getByRole('button', { name: 'Delete my account' });
    await user.click(submit);
    expect(await screen.findByText('Enter a password')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const password = screen.getByLabelText('Current password');
    await user.type(password, 'not-my-password');
    await user.click(submit);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete your account for good?' });
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(password).toHaveValue('not-my-password');

    await user.clear(password);
    await user.type(password, 'correct-horse-42');
    await user.click(submit);
    dialog = screen.getByRole('alertdialog', { name: 'Delete your account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Finish or cancel what is under way first');
    await user.click(within(alert).getByRole('link', { name: 'My rides' }));
    expect(useSwitcherStore.getState().homeSwitcher).toBe('rides');

    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
      { password: 'not-my-password' },
      { password: 'correct-horse-42' },
    ]);
  });

  it('signs out once the account is deleted and says so', async () => {
    const calls = mockFetch({ 'GET /auth/session': session, 'DELETE /api/profile': { status: 204 } });
    const { user, router } = renderApp('/profile/delete');
    await user.type(await screen.findByLabelText('Current password'), 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account was deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('');
    expect(useProfileStore.getState().userId).toBe(0);
    expect(calls.find((c) => c.method === 'DELETE')?.headers.get('X-CSRF-Token')).toBe('tok-1');
  });
});

describe('signing in to a suspended account', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('says the account is suspended, not that the password is wrong', async () => {
    mockFetch({
      'GET /auth/session': apiError(401, 'not_signed_in'),
      'POST /auth/signin': apiError(403, 'account_suspended'),
    });
    const { user, router } = renderApp('/signin');
    await user.type(await screen.findByLabelText('E-mail'), 'oleh@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account is suspended.');
    expect(alert).toHaveTextContent("so you can't sign in");
    expect(router.state.location.pathname).toBe('/signin');
    expect(useAuthStore.getState().token).toBe('');
  });
});
