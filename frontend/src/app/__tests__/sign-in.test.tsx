import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';

describe('signing in', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('a signed-out visitor of / is offered Sign in, sees a wrong password, then signs in and lands home', async () => {
    const calls = mockFetch({
      'GET /auth/session': apiError(401, 'not_signed_in'),
      'POST /auth/signin': [
        apiError(401, 'invalid_credentials'),
        { status: 200, body: { token: 'tok-1', profile: { ...testProfile, emailVerified: false } } },
      ],
      'GET /api/parcels': { status: 200, body: [] },
    });
    const { user, router } = renderApp('/');

    // Signed out, / is the public search; the header offers Sign in.
    expect(await screen.findByRole('search', { name: 'Search rides and parcels' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');

    // Client-side rules first: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === '/auth/signin')).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail'), 'Olena@Example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong e-mail or password.');
    // One message for one failure: the box in the form, no toast repeating it.
    expect(screen.getAllByText('Wrong e-mail or password.')).toHaveLength(1);
    // What the user typed stays.
    expect(screen.getByLabelText('E-mail')).toHaveValue('Olena@Example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Hi, Olena!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Send parcel' })).toHaveAttribute('href', '/parcel');
    expect(screen.getByText('Please verify your e-mail to publish parcels and rides')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'My parcels and rides' }));
    expect(tabs.getByRole('tab', { name: 'Parcels' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No parcels yet' })).toBeInTheDocument();

    const signIns = calls.filter((c) => c.path === '/auth/signin');
    expect(signIns.map((c) => c.body)).toEqual([
      { email: 'olena@example.com', password: 'wrong-password' },
      { email: 'olena@example.com', password: 'right-password' },
    ]);
    expect(useAuthStore.getState().token).toBe('tok-1');
    expect(useProfileStore.getState().email).toBe('olena@example.com');
  });

  it('restores a session at start and keeps a signed-in user away from sign-in', async () => {
    mockFetch({ 'GET /auth/session': { status: 200, body: { token: 'tok-2', profile: testProfile } } });
    const { router } = renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'Hi, Olena!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Please verify your e-mail to publish parcels and rides')).not.toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown address', async () => {
    mockFetch({ 'GET /auth/session': apiError(401, 'not_signed_in') });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
