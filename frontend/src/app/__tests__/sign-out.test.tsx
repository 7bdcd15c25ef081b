import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/stores/auth-store';
import { PROFILE_STORAGE_KEY, useProfileStore } from '@/stores/profile-store';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';

describe('signing out', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, then forgets the profile and token and shows sign-in', async () => {
    const calls = mockFetch({
      'GET /auth/session': { status: 200, body: { token: 'tok-9', profile: testProfile } },
      'GET /auth/signout': { status: 204 },
    });
    const { user, router } = renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Olena Kovalenko' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign Out' }));
    expect(await screen.findByText('Are you sure you want to sign out?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(await screen.findByText("You've signed out")).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('');
    expect(useProfileStore.getState().userId).toBe(0);
    expect(JSON.parse(localStorage.getItem(PROFILE_STORAGE_KEY)!).state.email).toBe('');
    // The session is checked once, at start; signing out does not start the app over.
    expect(calls.filter((c) => c.path === '/auth/session')).toHaveLength(1);
  });

  it('a 401 from a later call ends the session and goes to sign-in', async () => {
    mockFetch({
      'GET /auth/session': { status: 200, body: { token: 'tok-9', profile: testProfile } },
      'PUT /api/profile/language': apiError(401, 'not_signed_in'),
    });
    const { user, router } = renderApp('/profile/language');

    await user.click(await screen.findByRole('radio', { name: 'Українська' }));
    expect(await screen.findByRole('heading', { name: 'З поверненням' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(useProfileStore.getState().userId).toBe(0);
  });
});
