import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSwitcherStore } from '@/stores/switcher-store';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { acceptedFixture, parcelFixture, rideFixture } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { AcceptedParcel, DeliveryRequest, PublicCard, Ride } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };
const sender: PublicCard = {
  userId: 8,
  name: 'Iryna',
  surname: 'B.',
  profilePicture: '',
  rating: { average: 0, count: 0 },
  senderRating: { average: 0, count: 0 },
  deliveries: 0,
  sent: 0,
  memberSince: '2025-03',
  answers: null,
  cancellations: null,
};
const ride = rideFixture();

const request = (requestId: number, over: Partial<DeliveryRequest> = {}): DeliveryRequest => ({
  requestId,
  parcelId: 100 + requestId,
  rideId: ride.rideId,
  direction: 'fromSender',
  cost: 100 + requestId,
  status: 'pending',
  createdAt: '2030-05-02T10:00:00Z',
  counterpart: sender,
  parcel: parcelFixture({ parcelId: 100 + requestId, senderId: 8, type: 'books', size: 'S' }),
  ride,
  fromMe: false,
  awaitingMe: true,
  message: '',
  conversationId: 200 + requestId,
  ...over,
});

const accepted = (over: Partial<AcceptedParcel>): AcceptedParcel =>
  acceptedFixture({
    rideId: ride.rideId,
    parcelId: 51,
    recipient: { name: 'Ivan', lastName: 'Franko', phoneNumber: '+380501112233', emailAddress: 'ivan@example.com' },
    ...over,
  });

const withAccepted = (parcel: AcceptedParcel, over: Partial<Ride> = {}): Ride => ({
  ...ride,
  usedCapacity: 1,
  acceptedParcelList: [parcel],
  ...over,
});

describe('the Ride screen: requests and accepted parcels', () => {
  beforeEach(() => {
    resetStores();
    useSwitcherStore.setState({ rideSwitcher: 'fromSenders' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the requests waiting for an answer, the answered ones under History, View all, and remembers the tab', async () => {
    const fromSenders = [
      request(1),
      request(2, { status: 'approved', awaitingMe: false }),
      request(3),
      request(4, { status: 'declined', awaitingMe: false }),
      request(5, { status: 'expired', awaitingMe: false }),
    ];
    const mine = [request(9, { direction: 'fromDriver', fromMe: true, awaitingMe: false })];
    mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/3': { status: 200, body: ride },
      'GET /api/rides/3/accepted': { status: 200, body: [] },
      'GET /api/rides/3/requests': { status: 200, body: { fromSenders, myRequests: mine } },
    });
    const { user } = renderApp('/ride/3');
    const list = await screen.findByRole('list', { name: 'From senders' });
    expect(screen.getByRole('tab', { name: 'From senders' })).toHaveAttribute('aria-selected', 'true');
    expect(list.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(within(list).getAllByRole('button', { name: 'Approve' })).toHaveLength(2);
    expect(list).toHaveTextContent('Books · S');
    expect(within(list).getAllByText('Waiting for your answer')).toHaveLength(2);
    expect(list).toHaveTextContent('Iryna B.Sender·No ratings yet');
    // The answered three, folded: "History (3)" opens them.
    const history = screen.getByRole('button', { name: 'History (3)' });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'From senders: History (3)' })).not.toBeInTheDocument();
    await user.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');
    const answered = screen.getByRole('list', { name: 'From senders: History (3)' });
    expect(answered.querySelectorAll(':scope > li')).toHaveLength(3);
    expect(within(answered).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all (5)' })).toHaveAttribute('href', '/ride/3/requested');
    expect(screen.getByRole('link', { name: 'Find parcels' })).toHaveAttribute('href', '/available-parcels?rideId=3');

    await user.click(screen.getByRole('tab', { name: 'My requests' }));
    const offers = screen.getByRole('list', { name: 'My requests' });
    expect(within(offers).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    expect(within(offers).getByText('Waiting for Iryna B.')).toBeInTheDocument();
    expect(within(offers).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(useSwitcherStore.getState().rideSwitcher).toBe('myRequests');
  });

  it('lists every request on RideParcelRequests, with a way back', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/3': { status: 200, body: ride },
      'GET /api/rides/3/requests': {
        status: 200,
        body: { fromSenders: [1, 2, 3, 4, 5].map((id) => request(id)), myRequests: [] },
      },
    });
    renderApp('/ride/3/requested');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ride requests' })).toBeInTheDocument();
    expect(await screen.findByText('Kyiv → Lviv')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'From senders' });
    expect(list.querySelectorAll(':scope > li')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Back to the ride' })).toHaveAttribute('href', '/ride/3');
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('picks a parcel up, then asks the recipient to confirm, with a toast each time', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/3': [
        { status: 200, body: withAccepted(accepted({})) },
        { status: 200, body: withAccepted(accepted({ status: 'In Transit' }), { status: 'In Progress' }) },
      ],
      'GET /api/rides/3/accepted': [
        { status: 200, body: [accepted({})] },
        { status: 200, body: [accepted({ status: 'In Transit' })] },
      ],
      'GET /api/rides/3/requests': { status: 200, body: { fromSenders: [], myRequests: [] } },
      'POST /api/parcels/51/pickup': { status: 200, body: parcelFixture({ parcelId: 51, status: 'In Transit' }) },
      'POST /api/parcels/51/deliver': { status: 200, body: { parcelId: 51, status: 'In Transit', emailSent: true } },
    });
    const { user } = renderApp('/ride/3');
    const list = await screen.findByRole('list', { name: 'Accepted parcels' });
    expect(within(list).getByRole('link', { name: '+380 67 111 2233' })).toHaveAttribute('href', 'tel:+380671112233');
    expect(within(list).getByRole('link', { name: 'iryna@example.com' })).toHaveAttribute(
      'href',
      'mailto:iryna@example.com',
    );
    expect(within(list).getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel ride' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Picked up' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Have you picked up this parcel?' });
    const inspected = within(confirm).getByRole('checkbox', { name: 'I saw what is inside' });
    expect(inspected).not.toBeChecked();
    await user.click(inspected);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, picked up' }));
    expect(await screen.findByText('Parcel picked up')).toBeInTheDocument();
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    expect(within(list).getByText('In transit')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel ride' })).not.toBeInTheDocument());

    await user.click(within(list).getByRole('button', { name: 'Ask the recipient to confirm' }));
    expect(await screen.findByText('We e-mailed the recipient a link to confirm')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/parcels/51/pickup',
      '/api/parcels/51/deliver',
    ]);
    expect(calls.find((c) => c.path === '/api/parcels/51/pickup')?.body).toEqual({ inspected: true });
  });

  it('approves a request from a sender and refetches the ride', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/3': [
        { status: 200, body: ride },
        { status: 200, body: withAccepted(accepted({ parcelId: 101 })) },
      ],
      'GET /api/rides/3/accepted': [
        { status: 200, body: [] },
        { status: 200, body: [accepted({ parcelId: 101 })] },
      ],
      'GET /api/rides/3/requests': [
        { status: 200, body: { fromSenders: [request(1)], myRequests: [] } },
        { status: 200, body: { fromSenders: [request(1, { status: 'approved', awaitingMe: false })], myRequests: [] } },
      ],
      'POST /api/requests/1/approve': { status: 200, body: request(1, { status: 'approved', awaitingMe: false }) },
    });
    const { user } = renderApp('/ride/3');
    const list = await screen.findByRole('list', { name: 'From senders' });
    await user.click(within(list).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    expect(await within(list).findByText('You approved it')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Accepted parcels' })).toHaveTextContent('Iryna Bondar');
    expect(calls.filter((c) => c.path === '/api/rides/3').length).toBeGreaterThanOrEqual(2);
  });

  it('says what to do when the recipient has no e-mail, and why asking again failed', async () => {
    const noEmail = accepted({
      parcelId: 52,
      status: 'In Transit',
      recipient: { name: 'Ivan', lastName: 'Franko', phoneNumber: '+380501112233', emailAddress: '' },
    });
    const withEmail = accepted({ status: 'In Transit' });
    mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/3': {
        status: 200,
        body: { ...ride, status: 'In Progress', usedCapacity: 2, acceptedParcelList: [withEmail, noEmail] },
      },
      'GET /api/rides/3/accepted': { status: 200, body: [withEmail, noEmail] },
      'GET /api/rides/3/requests': { status: 200, body: { fromSenders: [], myRequests: [] } },
      'POST /api/parcels/51/deliver': [apiError(429, 'rate_limited'), apiError(409, 'no_recipient_email')],
    });
    const { user } = renderApp('/ride/3');
    const list = await screen.findByRole('list', { name: 'Accepted parcels' });
    const [first, second] = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    // Without an e-mail there is nothing to ask, but the recipient's PIN still works.
    expect(within(second).queryByRole('button', { name: 'Ask the recipient to confirm' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Enter handover PIN' })).toBeInTheDocument();
    expect(second).toHaveTextContent(
      'The recipient has no e-mail: ask the sender to share the confirmation link with them.',
    );

    await user.click(within(first).getByRole('button', { name: 'Ask the recipient to confirm' }));
    expect(
      await screen.findByText('You’ve asked 3 times today already. Try tomorrow, or ask the sender to share the link.'),
    ).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Ask the recipient to confirm' }));
    // The toast says it too, beside the note on the other parcel.
    await waitFor(() => expect(screen.getAllByText(/The recipient has no e-mail/)).toHaveLength(2));
  });
});
