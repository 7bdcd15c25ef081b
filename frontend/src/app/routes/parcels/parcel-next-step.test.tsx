import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { formatDateTime } from '@/lib/format';
import { mockFetch } from '@/testing/fetch-mock';
import { parcelFixture, rideFixture } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { DeliveryRequest, Parcel, PublicCard } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };
const driver: PublicCard = {
  userId: 9,
  name: 'Oleh',
  surname: 'S.',
  profilePicture: '',
  rating: { average: 4.5, count: 2 },
  senderRating: { average: 0, count: 0 },
  deliveries: 2,
  sent: 0,
  memberSince: '2025-03',
  answers: null,
  cancellations: null,
};
const onRide = { rideId: 30, driver, cost: 180 };

/** open renders my parcel (with its requests) and returns its next-step block, found by its title. */
async function open(parcel: Parcel, title: string, requests: object = { fromDrivers: [], myRequests: [] }) {
  mockFetch({
    'GET /auth/session': session,
    'GET /api/parcels/41': { status: 200, body: parcel },
    'GET /api/parcels/41/requests': { status: 200, body: requests },
  });
  renderApp('/parcel/41');
  return screen.findByRole('region', { name: title });
}

describe('the Parcel screen leads with the next step', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('New with offers: answer them; finding another driver stays at hand', async () => {
    const offer = (requestId: number): DeliveryRequest => ({
      requestId,
      parcelId: 41,
      rideId: 30,
      direction: 'fromDriver',
      cost: 180,
      status: 'pending',
      createdAt: '2030-05-02T10:00:00Z',
      counterpart: driver,
      parcel: parcelFixture(),
      ride: rideFixture({ rideId: 30, driverId: 9 }),
      fromMe: false,
      awaitingMe: true,
      message: '',
      conversationId: 0,
    });
    const step = await open(parcelFixture({ pendingRequests: 2, hasRequests: true }), 'Approve or decline 2 requests', {
      fromDrivers: [offer(1), offer(2)],
      myRequests: [],
    });
    expect(within(step).getByRole('button', { name: 'See the offers' })).toBeInTheDocument();
    expect(step).toHaveTextContent('What to do next');
    expect(within(step).getByRole('link', { name: 'Find driver' })).toHaveAttribute(
      'href',
      '/available-drivers?parcelId=41',
    );
    expect(screen.getByRole('button', { name: 'Cancel parcel' })).toBeInTheDocument();
  });

  it('New without offers: find a driver', async () => {
    const step = await open(parcelFixture(), 'Find a driver');
    expect(within(step).getByRole('link', { name: 'Find driver' })).toHaveAttribute(
      'href',
      '/available-drivers?parcelId=41',
    );
  });

  it('Accepted: hand it to the driver, by name', async () => {
    const step = await open(parcelFixture({ status: 'Accepted', ...onRide }), 'Hand the parcel to Oleh S.');
    expect(step).toHaveTextContent('No pickup time set yet: agree on one with the driver, whose contacts are below.');
    expect(screen.queryByRole('link', { name: 'Find driver' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel parcel' })).toBeInTheDocument();
  });

  it('Accepted with a pickup plan: the plan’s time, not the posted pickup date', async () => {
    const plan = { at: '2030-05-13T07:30:00Z', place: 'Gate 3' };
    const parcel = parcelFixture({ status: 'Accepted', ...onRide, shippingDate: '2030-05-12', pickupPlan: plan });
    const step = await open(parcel, 'Hand the parcel to Oleh S.');
    expect(step).toHaveTextContent(`The driver set the pickup for ${formatDateTime(plan.at)}`);
    expect(step).not.toHaveTextContent('12 May');
  });

  it('In Transit: share the link, which follows the block', async () => {
    const link = 'http://localhost:3000/confirm-delivery?token=abc';
    await open(
      parcelFixture({ status: 'In Transit', ...onRide, confirmationLink: link }),
      'Share the confirmation link with the recipient',
    );
    expect(screen.getByRole('region', { name: 'Link for the recipient' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel parcel' })).not.toBeInTheDocument();
  });

  it('In Transit with a handover PIN: leads with it, read out digit by digit', async () => {
    const link = 'http://localhost:3000/confirm-delivery?token=abc';
    const step = await open(
      parcelFixture({ status: 'In Transit', ...onRide, confirmationLink: link, handoverPin: '4821' }),
      'In transit: the recipient tells the driver PIN 4 8 2 1 at handover',
    );
    expect(step).toHaveTextContent('the driver enters it to mark the parcel delivered');
    expect(within(step).getByText('4821')).toHaveClass('handover-pin');
    expect(screen.getByRole('region', { name: 'Link for the recipient' })).toBeInTheDocument();
  });

  it('Expired: says so and offers "Post again", with no dead actions', async () => {
    const step = await open(parcelFixture({ status: 'Expired' }), 'This parcel expired');
    expect(within(step).getByRole('link', { name: 'Post again' })).toHaveAttribute('href', '/parcel?from=41');
    expect(screen.getByText('Expired', { selector: '.tag' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find driver' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel parcel' })).not.toBeInTheDocument();
  });

  it('Delivered: a summary of who carried it and for how much', async () => {
    const step = await open(parcelFixture({ status: 'Delivered', ...onRide }), 'Delivered');
    expect(within(step).getByText('Driver').nextSibling).toHaveTextContent('Oleh S.');
    expect(within(step).getByText('Price').nextSibling).toHaveTextContent('₴180');
    expect(screen.queryByRole('button', { name: 'Cancel parcel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find driver' })).not.toBeInTheDocument();
  });

  it('Failed: says so, with the driver to talk to', async () => {
    const step = await open(parcelFixture({ status: 'Failed', ...onRide }), 'The delivery failed');
    expect(step).toHaveTextContent('Talk to the driver.');
    expect(within(step).getByText('Driver').nextSibling).toHaveTextContent('Oleh S.');
  });

  it('Cancelled: says so and offers to post it again', async () => {
    const step = await open(parcelFixture({ status: 'Cancelled' }), 'This parcel is cancelled');
    expect(within(step).getByRole('link', { name: 'Post again' })).toHaveAttribute('href', '/parcel?from=41');
    expect(screen.queryByRole('button', { name: 'Cancel parcel' })).not.toBeInTheDocument();
  });
});
