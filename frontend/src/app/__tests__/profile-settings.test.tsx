import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useProfileStore } from '@/stores/profile-store';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';

const session = {
  status: 200,
  body: { token: 'tok-1', profile: { ...testProfile, profilePicture: '/api/users/7/picture?v=1' } },
};
const card = {
  status: 200,
  body: {
    userId: 7,
    name: 'Olena',
    surname: 'K.',
    profilePicture: '',
    rating: { average: 4.5, count: 2 },
    deliveries: 3,
  },
};

describe('profile settings', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the whole menu, the rating and the picture actions', async () => {
    mockFetch({ 'GET /auth/session': session, 'GET /api/users/7': card });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Olena Kovalenko' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Profile settings' }));
    expect(menu.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/profile/general',
      '/profile/email',
      '/profile/password',
      '/profile/vehicles',
      '/messages',
      '/profile/alerts',
      '/profile/notifications',
      '/profile/blocked',
      '/profile/language',
      '/profile/signout',
      '/profile/delete',
    ]);
    expect(screen.getByLabelText('Change profile picture')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeInTheDocument();
    // Both roles, each read the one way ratings read everywhere.
    expect(await screen.findByRole('img', { name: 'Rated 4.5 by 2 people' })).toHaveTextContent('4.5 (2)');
    expect(screen.getByText('As driver').nextElementSibling).toHaveTextContent('4.5 (2)');
    expect(screen.getByText('As sender').nextElementSibling).toHaveTextContent('No ratings yet');
  });

  it('edits name and phone: server errors inline, then the answer goes into the profile', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/users/7': card,
      'PUT /api/profile': [
        apiError(400, 'invalid_input', { surname: 'invalid' }),
        { status: 200, body: { name: 'Ivan', surname: 'Franko', phone: '+380501112233' } },
      ],
    });
    const { user, router } = renderApp('/profile/general');

    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Olena');
    expect(screen.getByLabelText('Phone')).toHaveValue('+380 67 123 4567');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();

    await user.type(name, 'Ivan');
    await user.clear(screen.getByLabelText('Surname'));
    await user.type(screen.getByLabelText('Surname'), 'Franko');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '050 111 2233');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use only letters, spaces, hyphens and apostrophes')).toBeInTheDocument();
    expect(screen.getByLabelText('Surname')).toHaveValue('Franko'); // kept

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Ivan Franko' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(useProfileStore.getState()).toMatchObject({ name: 'Ivan', surname: 'Franko', phone: '+380501112233' });
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      name: 'Ivan',
      surname: 'Franko',
      phone: '+380501112233',
    });
  });

  it('changes the e-mail: a wrong password shows under its field, then the new address is not verified', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/users/7': card,
      'PUT /api/profile/email': [
        apiError(400, 'wrong_password', { password: 'wrong' }),
        { status: 200, body: { email: 'new@example.com' } },
      ],
    });
    const { user, router } = renderApp('/profile/email');

    await user.type(await screen.findByLabelText('New e-mail'), 'New@Example.com');
    await user.type(screen.getByLabelText('Current password'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    // One message for one failure: under the field, no toast repeating it.
    expect(screen.queryByText('The current password is wrong.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check your inbox to confirm new@example.com')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(useProfileStore.getState()).toMatchObject({ email: 'new@example.com', emailVerified: false });
  });

  it('changes the password: a mismatch is caught before sending', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/users/7': card,
      'POST /api/profile/password': { status: 204 },
    });
    const { user, router } = renderApp('/profile/password');

    await user.type(await screen.findByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/profile/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(calls.find((c) => c.path === '/api/profile/password')?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
  });
});
