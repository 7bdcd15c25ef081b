import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';

const signedOut = apiError(401, 'not_signed_in');
const restorePasswordLink = () => screen.getByRole('link', { name: 'Restore password' });

describe('getting the account back', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('checks the confirmation, sends the token and password, then ends the session and goes to sign-in', async () => {
    const calls = mockFetch({
      'GET /auth/session': { status: 200, body: { token: 'tok-1', profile: testProfile } },
      'POST /auth/restore-account': { status: 204 },
    });
    const { user, router } = renderApp('/signin/restore-account?token=tok-9');

    expect(await screen.findByRole('heading', { name: 'Get your account back' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your e-mail goes back to the address this link was sent to, every session of the account is signed out, and you choose a new password.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'owner-again-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'owner-again-2');
    await user.click(screen.getByRole('button', { name: 'Restore account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === '/auth/restore-account')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'owner-again-1');
    await user.click(screen.getByRole('button', { name: 'Restore account' }));

    expect(await screen.findByText('Your account is back. Sign in with your new password.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
    const sent = calls.filter((c) => c.path === '/auth/restore-account');
    expect(sent.map((c) => [c.method, c.body])).toEqual([['POST', { token: 'tok-9', password: 'owner-again-1' }]]);
    expect(useAuthStore.getState().token).toBe('');
    expect(useProfileStore.getState().email).toBe('');
  });

  it('shows an expired link with a way to restore the password, and keeps what was typed', async () => {
    mockFetch({ 'GET /auth/session': signedOut, 'POST /auth/restore-account': apiError(400, 'token_expired') });
    const { user, router } = renderApp('/signin/restore-account?token=old');

    await user.type(await screen.findByLabelText('New password'), 'owner-again-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'owner-again-1');
    await user.click(screen.getByRole('button', { name: 'Restore account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(restorePasswordLink()).toHaveAttribute('href', '/signin/restore-password');
    expect(screen.getByLabelText('New password')).toHaveValue('owner-again-1');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('owner-again-1');
    expect(router.state.location.pathname).toBe('/signin/restore-account');
  });

  it('puts a password the server refuses under its field', async () => {
    mockFetch({
      'GET /auth/session': signedOut,
      'POST /auth/restore-account': apiError(400, 'invalid_input', { password: 'too_short' }),
    });
    const { user } = renderApp('/signin/restore-account?token=tok-9');

    await user.type(await screen.findByLabelText('New password'), 'owner-again-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'owner-again-1');
    await user.click(screen.getByRole('button', { name: 'Restore account' }));

    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains an old address someone else has taken meanwhile', async () => {
    mockFetch({ 'GET /auth/session': signedOut, 'POST /auth/restore-account': apiError(409, 'email_taken') });
    const { user } = renderApp('/signin/restore-account?token=tok-9');

    await user.type(await screen.findByLabelText('New password'), 'owner-again-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'owner-again-1');
    await user.click(screen.getByRole('button', { name: 'Restore account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another account uses this e-mail address now, so yours can’t return to it. If that account is yours too, restore its password.',
    );
    expect(restorePasswordLink()).toHaveAttribute('href', '/signin/restore-password');
    expect(screen.queryByText('An account with this e-mail already exists.')).not.toBeInTheDocument();
  });

  it('says a link without its token is incomplete', async () => {
    const calls = mockFetch({ 'GET /auth/session': signedOut });
    renderApp('/signin/restore-account');

    expect(await screen.findByRole('heading', { name: 'Get your account back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is incomplete. Open it from the e-mail again, or restore your password.',
    );
    expect(restorePasswordLink()).toHaveAttribute('href', '/signin/restore-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/auth/restore-account')).toHaveLength(0);
  });
});
