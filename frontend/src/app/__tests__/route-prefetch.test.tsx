import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSwitcherStore } from '@/stores/switcher-store';
import { mockFetch, type Call } from '@/testing/fetch-mock';
import { parcelFixture, rideFixture } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';

// The Parcel screen's chunk "downloads" until the test lets it arrive.
const parcelChunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('@/app/routes/parcels/parcel', async (importOriginal) => {
  await parcelChunk.arrived;
  return importOriginal();
});

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };
const signedOut = { status: 401, body: { error: { code: 'unauthorized', message: 'unauthorized' } } };
const gets = (calls: Call[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path);

describe('route loaders', () => {
  beforeEach(() => {
    resetStores();
    useSwitcherStore.setState({ homeSwitcher: 'parcels', rideSwitcher: 'fromSenders' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("start a screen's data before its chunk has arrived, and the screen shows that answer", async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels': { status: 200, body: [] },
      'GET /api/parcels/41': { status: 200, body: parcelFixture() },
      'GET /api/parcels/41/requests': { status: 200, body: { fromDrivers: [], myRequests: [] } },
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('tab', { name: 'Parcels' })).toBeInTheDocument();

    act(() => void router.navigate('/parcel/41'));
    // The loader asked for the parcel while the screen's code is still on its way.
    await waitFor(() => expect(gets(calls, '/api/parcels/41')).toHaveLength(1));
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.queryByRole('heading', { level: 1, name: 'Documents' })).not.toBeInTheDocument();

    parcelChunk.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    // The screen took the prefetched answer instead of asking again.
    expect(gets(calls, '/api/parcels/41')).toHaveLength(1);
  });

  it('do not ask for what needs sign-in when signed out', async () => {
    parcelChunk.arrive();
    const calls = mockFetch({ 'GET /auth/session': signedOut });
    const { router } = renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();

    await act(() => router.navigate('/parcel/41'));
    // RequireAuth sent the visitor back to sign in, on the way to the parcel; nothing was asked for it.
    await waitFor(() => expect(router.state.location.state).toEqual({ from: '/parcel/41' }));
    expect(router.state.location.pathname).toBe('/signin');
    expect(calls.filter((c) => c.path.startsWith('/api/'))).toEqual([]);
  });

  it('do not fetch again what the screen on show holds', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/3': { status: 200, body: rideFixture() },
      'GET /api/rides/3/accepted': { status: 200, body: [] },
      'GET /api/rides/3/requests': { status: 200, body: { fromSenders: [], myRequests: [] } },
    });
    const { router } = renderApp('/ride/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kyiv → Lviv' })).toBeInTheDocument();
    await waitFor(() => expect(gets(calls, '/api/rides/3/requests')).toHaveLength(1));

    // RideParcelRequests shows the same ride and requests: the Ride screen's answers serve it.
    await act(() => router.navigate('/ride/3/requested'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ride requests' })).toBeInTheDocument();
    expect(gets(calls, '/api/rides/3')).toHaveLength(1);
    expect(gets(calls, '/api/rides/3/requests')).toHaveLength(1);
  });
});
