import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, mockFetch } from '@/testing/fetch-mock';
import { parcelFixture, rideFixture } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { DeliveryRequest, PublicCard } from '@/types/api';

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
const parcel = parcelFixture();
const otherRide = rideFixture({ rideId: 30, driverId: 9, departureDate: '2030-05-13T06:30:00Z' });

const request = (over: Partial<DeliveryRequest>): DeliveryRequest => ({
  requestId: 11,
  parcelId: parcel.parcelId,
  rideId: otherRide.rideId,
  direction: 'fromDriver',
  cost: 180,
  status: 'pending',
  createdAt: '2030-05-02T10:00:00Z',
  counterpart: driver,
  parcel,
  ride: otherRide,
  fromMe: false,
  awaitingMe: true,
  message: '',
  conversationId: 20,
  ...over,
});

const offer = request({ message: 'I can pick it up at 9.\nCall me: •••' });
const myRequest = request({ requestId: 12, direction: 'fromSender', cost: 150, fromMe: true, awaitingMe: false });
const expired = request({ requestId: 13, status: 'expired', awaitingMe: false });
const requests = { status: 200, body: { fromDrivers: [offer, expired], myRequests: [myRequest] } };

describe('the Parcel screen: requests, contacts and the link', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('offers Approve / Decline only on an offer awaiting me, Withdraw on mine, and words every state from my side', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/41': { status: 200, body: parcel },
      'GET /api/parcels/41/requests': requests,
    });
    const { user } = renderApp('/parcel/41');
    const offers = await screen.findByRole('list', { name: 'Offers from drivers' });
    expect(screen.getByRole('link', { name: 'Find driver' })).toHaveAttribute('href', '/available-drivers?parcelId=41');

    // The offer waiting for my answer leads; the expired one is folded under "History (1)".
    const [pending, ...rest] = [...offers.querySelectorAll<HTMLElement>(':scope > li')];
    expect(rest).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'History (1)' }));
    const answered = screen.getByRole('list', { name: 'Offers from drivers: History (1)' }).querySelector('li')!;
    expect(pending).toHaveTextContent('Oleh S.');
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(pending).toHaveTextContent('₴180');
    expect(pending).toHaveTextContent('Toyota Corolla');
    expect(pending).toHaveTextContent('Driver·4.5 (2)');
    expect(within(pending).getByText('Waiting for your answer')).toBeInTheDocument();
    // What the driver wrote, the way to our conversation and to the driver's card.
    expect(within(pending).getByRole('figure', { name: 'Oleh S. wrote' })).toHaveTextContent(/I can pick it up at 9\./);
    expect(within(pending).getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages/20');
    expect(within(pending).getByRole('link', { name: 'Oleh S.' })).toHaveAttribute('href', '/users/9');
    expect(within(answered).queryByRole('figure')).not.toBeInTheDocument();
    expect(within(answered).queryByRole('button')).not.toBeInTheDocument();
    expect(within(answered).getByText('Expired: no longer open')).toBeInTheDocument();

    const mine = screen.getByRole('list', { name: 'My requests' });
    expect(within(mine).getByText('Waiting for Oleh S.')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves an offer, then refetches the parcel and its requests', async () => {
    const accepted = parcelFixture({
      status: 'Accepted',
      rideId: 30,
      cost: 180,
      driver,
      driverContact: { name: 'Oleh', surname: 'Shevchenko', phone: '+380501112233', email: 'oleh@example.com' },
    });
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/41': [
        { status: 200, body: parcel },
        { status: 200, body: accepted },
      ],
      'GET /api/parcels/41/requests': [
        requests,
        { status: 200, body: { fromDrivers: [{ ...offer, status: 'approved', awaitingMe: false }], myRequests: [] } },
      ],
      'POST /api/requests/11/approve': { status: 200, body: { ...offer, status: 'approved', awaitingMe: false } },
    });
    const { user } = renderApp('/parcel/41');
    const offers = await screen.findByRole('list', { name: 'Offers from drivers' });
    await user.click(within(offers).getAllByRole('button', { name: 'Approve' })[0]);

    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    const contacts = await screen.findByRole('region', { name: 'Handover to the driver' });
    expect(within(contacts).getByRole('link', { name: '+380 50 111 2233' })).toHaveAttribute(
      'href',
      'tel:+380501112233',
    );
    expect(within(contacts).getByRole('link', { name: 'oleh@example.com' })).toHaveAttribute(
      'href',
      'mailto:oleh@example.com',
    );
    // The approved offer is the driver's card now: the Requests section does not repeat it.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/parcels/41/requests')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Offers from drivers' })).not.toBeInTheDocument());
    expect(screen.queryByText('You approved it')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find driver' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/parcels/41')).toHaveLength(2);
    expect(calls.find((c) => c.method === 'POST')?.headers.get('X-CSRF-Token')).toBe('tok-1');
  });

  it('says why an approval failed: the ride is full', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/41': { status: 200, body: parcel },
      'GET /api/parcels/41/requests': requests,
      'POST /api/requests/11/approve': apiError(409, 'ride_full'),
    });
    const { user } = renderApp('/parcel/41');
    const offers = await screen.findByRole('list', { name: 'Offers from drivers' });
    await user.click(within(offers).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The ride has no free place left.')).toBeInTheDocument();
  });

  it('withdraws my request only after the confirmation', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/41': { status: 200, body: parcel },
      'GET /api/parcels/41/requests': requests,
      'POST /api/requests/12/cancel': { status: 200, body: { ...myRequest, status: 'cancelled' } },
    });
    const { user } = renderApp('/parcel/41');
    const mine = await screen.findByRole('list', { name: 'My requests' });
    await user.click(within(mine).getByRole('button', { name: 'Withdraw request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw your request?' });
    expect(dialog).toHaveTextContent('Oleh S. will no longer see it.');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(mine).getByRole('button', { name: 'Withdraw request' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('Request withdrawn')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/requests/12/cancel']);
  });

  it('copies the recipient link while In Transit, or selects it when the clipboard refuses', async () => {
    const link = 'http://localhost:3000/confirm-delivery?token=abc.def';
    const inTransit = parcelFixture({ status: 'In Transit', rideId: 30, driver, confirmationLink: link });
    mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/41': { status: 200, body: inTransit },
      'GET /api/parcels/41/requests': { status: 200, body: { fromDrivers: [], myRequests: [] } },
    });
    const { user } = renderApp('/parcel/41');
    const box = await screen.findByRole('region', { name: 'Link for the recipient' });
    expect(within(box).getByRole('textbox')).toHaveValue(link);
    await user.click(within(box).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);

    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(box).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText("Couldn't copy. The link is selected: copy it by hand.")).toBeInTheDocument();
    await waitFor(() => expect(within(box).getByRole('textbox')).toHaveFocus());
  });
});
