import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { mockFetch } from '@/testing/fetch-mock';
import { acceptedFixture, rideFixture } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { AcceptedParcel, ParcelStatus, Ride } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };

const accepted = (parcelId: number, status: ParcelStatus): AcceptedParcel => acceptedFixture({ parcelId, status });

/** open renders the ride (mine unless driverId says otherwise) with its accepted parcels. */
async function open(ride: Ride, title: string) {
  mockFetch({
    'GET /auth/session': session,
    'GET /api/rides/3': { status: 200, body: ride },
    'GET /api/rides/3/accepted': { status: 200, body: ride.acceptedParcelList },
    'GET /api/rides/3/requests': { status: 200, body: { fromSenders: [], myRequests: [] } },
  });
  renderApp('/ride/3');
  return screen.findByRole('region', { name: title });
}

const carrying = (statuses: ParcelStatus[], over: Partial<Ride> = {}) =>
  rideFixture({
    usedCapacity: statuses.length,
    totalCost: 150 * statuses.length,
    acceptedParcelList: statuses.map((s, i) => accepted(50 + i, s)),
    ...over,
  });

describe('the Ride screen leads with the next step', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('requests waiting for me come first, and the button takes me to them', async () => {
    const step = await open(carrying(['Accepted'], { pendingRequests: 2 }), 'Approve or decline 2 requests');
    expect(within(step).getByRole('button', { name: 'See the requests' })).toHaveAttribute(
      'aria-controls',
      'ride-requests',
    );
    // Finding parcels stays at hand, as the second button.
    expect(within(step).getByRole('link', { name: 'Find parcels' })).toHaveAttribute(
      'href',
      '/available-parcels?rideId=3',
    );
  });

  it('a parcel on its way comes before requests', async () => {
    const step = await open(carrying(['In Transit'], { pendingRequests: 2 }), 'Deliver 1 parcel');
    expect(within(step).getByRole('button', { name: 'Go to the parcels' })).toBeInTheDocument();
  });

  it('then the parcels to pick up, before those to deliver', async () => {
    const step = await open(carrying(['Accepted', 'Accepted', 'In Transit']), 'Pick up 2 parcels');
    expect(step).toHaveTextContent('mark each parcel picked up below');
  });

  it('asks to deliver what is on board', async () => {
    const step = await open(carrying(['In Transit', 'Delivered'], { status: 'In Progress' }), 'Deliver 1 parcel');
    expect(step).toHaveTextContent('ask the recipient to confirm');
  });

  it('an empty ride: find parcels, with the total never shown as ₴0', async () => {
    const step = await open(rideFixture(), 'Find parcels on your route');
    expect(within(step).getByRole('link', { name: 'Find parcels' })).toBeInTheDocument();
    expect(screen.getByText('Total for parcels').nextSibling).toHaveTextContent('No parcels yet');
    expect(screen.queryByText('₴0')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 4 parcels')).toBeInTheDocument();
  });

  it('Completed: a summary of what was delivered and earned, no actions', async () => {
    const step = await open(
      carrying(['Delivered', 'Delivered', 'Failed'], { status: 'Completed', totalCost: 450 }),
      'Ride completed',
    );
    expect((await within(step).findByText('Delivered')).nextSibling).toHaveTextContent('2');
    expect(within(step).getByText('Failed').nextSibling).toHaveTextContent('1');
    expect(within(step).getByText('Total for parcels').nextSibling).toHaveTextContent('₴450');
    expect(screen.queryByRole('link', { name: 'Find parcels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel ride' })).not.toBeInTheDocument();
  });

  it('Expired: says so, with no dead actions', async () => {
    const step = await open(rideFixture({ status: 'Expired' }), 'This ride expired');
    expect(within(step).getByRole('link', { name: 'Publish a new ride' })).toHaveAttribute('href', '/ride');
    expect(screen.getByText('Expired', { selector: '.tag' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find parcels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel ride' })).not.toBeInTheDocument();
  });

  it('someone else’s ride: no steps, and no total when the server leaves it out', async () => {
    const others = rideFixture({ driverId: 9, totalCost: undefined });
    mockFetch({ 'GET /auth/session': session, 'GET /api/rides/3': { status: 200, body: others } });
    renderApp('/ride/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kyiv → Lviv' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Find parcels|Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Total for parcels')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/undefined|₴0/);
  });
});
