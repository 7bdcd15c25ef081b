import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { ParcelList } from '@/features/parcels/components/parcel-list';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { apiError, mockFetch, type Reply } from '@/testing/fetch-mock';
import { address, parcelFixture, rideFixture } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { AvailablePage, AvailableParcel, AvailableRide, Place, PublicCard } from '@/types/api';

import AvailableDriversPage from './available-drivers';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };
const ZHYTOMYR: Place = {
  placeId: 686967,
  name: 'Zhytomyr',
  region: 'Zhytomyr',
  nameEn: 'Zhytomyr',
  nameUk: 'Житомир',
  country: 'UA',
  lat: 50.25,
  lng: 28.66,
};
const RIVNE: Place = {
  placeId: 695594,
  name: 'Rivne',
  region: 'Rivne',
  nameEn: 'Rivne',
  nameUk: 'Рівне',
  country: 'UA',
  lat: 50.62,
  lng: 26.25,
};

const card = (over: Partial<PublicCard> = {}): PublicCard => ({
  userId: 20,
  name: 'Ivan',
  surname: 'P.',
  profilePicture: '',
  rating: { average: 4.5, count: 12 },
  senderRating: { average: 4.5, count: 12 },
  deliveries: 3,
  sent: 0,
  memberSince: '2025-03',
  answers: null,
  cancellations: null,
  ...over,
});

// Someone else's parcel, Zhytomyr → Rivne, that fits my Kyiv → Lviv ride 3.
const theirParcel = (over: Partial<AvailableParcel> = {}): AvailableParcel => ({
  ...parcelFixture({
    parcelId: 41,
    senderId: 20,
    cost: 150,
    shippingAddress: address(ZHYTOMYR),
    deliveryAddress: address(RIVNE),
  }),
  detourKm: 12,
  sender: card(),
  ...over,
});
const theirRide = (over: Partial<AvailableRide> = {}): AvailableRide => ({
  ...rideFixture({ rideId: 9, driverId: 20, capacity: 4, usedCapacity: 2 }),
  detourKm: 0,
  freeCapacity: 2,
  driver: card({ name: 'Oleh', surname: 'S.', rating: { average: 0, count: 0 } }),
  ...over,
});
const page = <T,>(items: T[], total = items.length, nextCursor: string | null = null): Reply => ({
  status: 200,
  body: { items, total, nextCursor } satisfies AvailablePage<T>,
});
const myRide = rideFixture({ rideId: 3, driverId: testProfile.userId });

describe('available parcels', () => {
  beforeEach(resetStores);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('offers the ride of ?rideId= for a parcel: price checked, the body sent, the card marked', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/3': { status: 200, body: myRide },
      'GET /api/parcels/available': page([
        theirParcel({ sender: card({ sent: 5, answers: { rate: 0.8, medianHours: 2.6 } }) }),
        theirParcel({ parcelId: 42, detourKm: 0, sender: card({ senderRating: { average: 0, count: 0 } }) }),
      ]),
      'POST /api/parcels/41/requests': { status: 201, body: {} },
    });
    const { user } = renderApp('/available-parcels?rideId=3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find parcels' })).toBeInTheDocument();
    expect(await screen.findByText('2 parcels found')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/parcels/available')).toBeDefined();
    const cards = screen.getAllByRole('article');
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(first.getByText('Zhytomyr')).toBeInTheDocument();
    expect(first.getByText('₴150')).toBeInTheDocument();
    // The sender's name opens their card; the rating is theirs as a sender.
    expect(first.getByRole('link', { name: 'Ivan P.' })).toHaveAttribute('href', '/users/20');
    expect(first.getByText('4.5 (12)')).toBeInTheDocument();
    expect(first.getByText('5 parcels sent · answers in ~3 h')).toBeInTheDocument();
    expect(first.getByText('+12 km')).toBeInTheDocument();
    expect(within(cards[1]).getByText('No ratings yet')).toBeInTheDocument();
    expect(within(cards[1]).getByText('0 parcels sent')).toBeInTheDocument();
    expect(within(cards[1]).getByText('+0 km')).toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'Request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Offer to carry this parcel' }));
    // The search is for ride 3: it is the ride offered, nothing to choose; the price starts at the parcel's.
    const price = await dialog.findByRole('textbox', { name: 'Your price' });
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    expect(price).toHaveValue('150');

    await user.clear(price);
    await user.type(price, '100001');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Enter a price from ₴0 to ₴100,000')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Enter a whole number from ₴0 to ₴100,000')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(price);
    await user.type(price, '120');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/parcels/41/requests');
    expect(post?.body).toEqual({ rideId: 3, cost: 120, message: '' });
    expect(within(screen.getAllByRole('article')[0]).getByText('Request sent')).toBeInTheDocument();
    expect(
      within(screen.getAllByRole('article')[0]).queryByRole('button', { name: 'Request' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['route_mismatch', 409, "This parcel doesn't fit that ride: its route, dates or accepted parcel types."],
    ['ride_full', 409, 'That ride has no free places left.'],
    ['request_exists', 409, 'You have already sent this request. Wait for the answer.'],
    ['blocked', 403, "You can't send requests to each other: one of you has blocked the other."],
    [
      'email_not_verified',
      403,
      'Verify your e-mail to send requests: open the link we e-mailed you, or resend it from the notice above.',
    ],
  ])('tells a refusal (%s) in a toast and keeps the dialog open', async (code, status, text) => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/available': page([theirParcel({ fittingRideIds: [3] })]),
      'GET /api/rides': { status: 200, body: [myRide] },
      'POST /api/parcels/41/requests': apiError(status, code),
    });
    const { user } = renderApp('/available-parcels');
    await user.click(await screen.findByRole('button', { name: 'Request' }));
    const dialog = within(await screen.findByRole('dialog'));
    // My only planned ride is chosen for me.
    expect(await dialog.findByRole('radio', { checked: true })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request' })).toBeInTheDocument();
  });

  it('without a planned ride, the dialog says so and links to publishing one', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/available': page([theirParcel()]),
      'GET /api/rides': { status: 200, body: [rideFixture({ status: 'Completed' })] },
    });
    const { user } = renderApp('/available-parcels');
    expect(await screen.findByRole('search', { name: 'Search filters' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Request' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(/You have no planned rides/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Publish a ride' })).toHaveAttribute('href', '/ride');
    expect(dialog.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  it('with ?rideId=, offers "Approve" where the sender already asked that ride, and says when I asked', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/3': { status: 200, body: myRide },
      'GET /api/parcels/available': page([
        theirParcel({ pendingRequest: { requestId: 77, fromMe: false, cost: 150 } }),
        theirParcel({ parcelId: 42, type: 'books', pendingRequest: { requestId: 78, fromMe: true, cost: 150 } }),
      ]),
      'POST /api/requests/77/approve': [apiError(409, 'ride_full'), { status: 200, body: {} }],
    });
    const { user } = renderApp('/available-parcels?rideId=3');
    const asked = within(await screen.findByRole('article', { name: 'Documents' }));
    expect(asked.getByText('Ivan P. asked you to take this parcel on your ride')).toBeInTheDocument();
    expect(asked.queryByRole('button', { name: 'Request' })).not.toBeInTheDocument();
    const mineSent = within(screen.getByRole('article', { name: 'Books' }));
    expect(mineSent.getByText('Request sent')).toBeInTheDocument();
    // Nothing left to do but look at the map.
    expect(mineSent.getAllByRole('button').map((b) => b.textContent)).toEqual(['Map']);
    expect(screen.getByRole('link', { name: 'Back to my ride' })).toHaveAttribute('href', '/ride/3');

    // A refusal is told once, and the card still offers to approve.
    await user.click(asked.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('That ride has no free places left.')).toBeInTheDocument();
    expect(asked.getByRole('button', { name: 'Approve' })).toBeEnabled();

    await user.click(asked.getByRole('button', { name: 'Approve' }));
    expect(await asked.findByText('Approved')).toBeInTheDocument();
    expect(asked.getAllByRole('button').map((b) => b.textContent)).toEqual(['Map']);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/requests/77/approve',
      '/api/requests/77/approve',
    ]);
  });

  it('without ?rideId=, the offer dialog lists only my rides that fit the parcel', async () => {
    const rides = [
      myRide,
      rideFixture({ rideId: 5, driverId: 7, arrivalAddress: address(RIVNE) }),
      rideFixture({ rideId: 6, driverId: 7, status: 'In Progress', departureAddress: address(ZHYTOMYR) }),
      rideFixture({ rideId: 8, driverId: 7, status: 'Completed' }),
    ];
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/available': page([
        theirParcel({ fittingRideIds: [5, 6, 8] }),
        theirParcel({ parcelId: 42, fittingRideIds: [] }),
      ]),
      'GET /api/rides': { status: 200, body: rides },
      'POST /api/parcels/41/requests': { status: 201, body: {} },
    });
    const { user } = renderApp('/available-parcels');
    const [first, second] = await screen.findAllByRole('article');

    await user.click(within(first).getByRole('button', { name: 'Request' }));
    let dialog = within(await screen.findByRole('dialog'));
    const radios = await dialog.findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Kyiv → Rivne'),
      expect.stringContaining('Zhytomyr → Lviv'),
    ]);
    await user.click(radios[1]);
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(within(first).getByText('Request sent')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rideId: 6, cost: 150, message: '' });

    await user.click(within(second).getByRole('button', { name: 'Request' }));
    dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(/None of your rides fits this parcel/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Publish a ride' })).toHaveAttribute('href', '/ride');
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("says a ride that isn't mine is not found", async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/99': { status: 200, body: rideFixture({ rideId: 99, driverId: 20 }) },
      'GET /api/parcels/available': apiError(404, 'not_found'),
    });
    renderApp('/available-parcels?rideId=99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ride not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all parcels' })).toHaveAttribute('href', '/available-parcels');
  });
});

describe('available drivers', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('asks a driver to carry the parcel of ?parcelId= at an adjusted price', async () => {
    const mine = parcelFixture({
      parcelId: 41,
      cost: 150,
      shippingAddress: address(ZHYTOMYR),
      deliveryAddress: address(RIVNE),
    });
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/41': { status: 200, body: mine },
      'GET /api/rides/available': page([theirRide()]),
      'POST /api/rides/9/requests': { status: 201, body: {} },
    });
    const { user } = renderApp('/available-drivers?parcelId=41');
    expect(await screen.findByText('1 ride available')).toBeInTheDocument();
    // The way back to my parcel is there from the start.
    expect(screen.getByRole('link', { name: 'Back to my parcel' })).toHaveAttribute('href', '/parcel/41');
    const route = within(await screen.findByRole('region', { name: 'Your parcel' }));
    expect(route.getByText('Zhytomyr')).toBeInTheDocument();
    const driver = within(screen.getByRole('article', { name: 'Oleh S.' }));
    expect(driver.getByRole('link', { name: 'Oleh S.' })).toHaveAttribute('href', '/users/20');
    expect(driver.getByText('2 places left')).toBeInTheDocument();
    expect(driver.getByText('Toyota Corolla')).toBeInTheDocument();
    expect(driver.getByText('No ratings yet')).toBeInTheDocument();

    await user.click(driver.getByRole('button', { name: 'Request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask Oleh S. to take a parcel' }));
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    const price = dialog.getByRole('textbox', { name: 'Your price' });
    expect(price).toHaveValue('150');
    await user.clear(price);
    await user.type(price, '200');
    // An optional message opens our conversation: at most 500 characters.
    const message = dialog.getByRole('textbox', { name: 'Message (optional)' });
    await user.click(message);
    await user.paste('x'.repeat(501));
    expect(dialog.getByText('501 / 500')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Use at most 500 characters')).toBeInTheDocument();
    expect(message).toHaveFocus();
    await user.clear(message);
    await user.type(message, '  Hi! Call me: +380 67 123 4567 ');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));

    // The success state says what happens next and leads back to the parcel; it takes the focus.
    const done = await screen.findByRole('region', { name: "Now wait for the driver's answer" });
    await waitFor(() => expect(done).toHaveFocus());
    expect(within(done).getByText(/We'll tell you in the app and by e-mail when Oleh S\. answers/)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Back to my parcel' })).toHaveAttribute('href', '/parcel/41');
    expect(within(screen.getByRole('article', { name: 'Oleh S.' })).getByText('Request sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      parcelId: 41,
      cost: 200,
      message: 'Hi! Call me: +380 67 123 4567',
    });
  });

  it('without ?parcelId= asks which of my New parcels that fit the ride, its price first', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/available': page([theirRide({ fittingParcelIds: [41, 43, 44] })]),
      'GET /api/parcels': {
        status: 200,
        body: [
          parcelFixture({ parcelId: 41, cost: 150 }),
          parcelFixture({ parcelId: 43, cost: 300 }),
          parcelFixture({ parcelId: 44, status: 'Accepted' }),
          parcelFixture({ parcelId: 45, cost: 999 }),
        ],
      },
      'POST /api/rides/9/requests': { status: 201, body: {} },
    });
    const { user } = renderApp('/available-drivers');
    await user.click(await screen.findByRole('button', { name: 'Request' }));
    const dialog = within(await screen.findByRole('dialog'));
    const radios = await dialog.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Choose one')).toBeInTheDocument();
    await user.click(radios[1]);
    expect(dialog.getByRole('textbox', { name: 'Your price' })).toHaveValue('300');
    expect(dialog.queryByText(/₴999/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Oleh S.' })).getByText('Request sent')).toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ parcelId: 43, cost: 300, message: '' });
    // Without a parcel of the search there is no parcel to go back to.
    expect(screen.queryByRole('link', { name: 'Back to my parcel' })).not.toBeInTheDocument();
  });

  it('says when none of my new parcels fits the ride', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/available': page([theirRide({ fittingParcelIds: [] })]),
      'GET /api/parcels': { status: 200, body: [parcelFixture({ parcelId: 41 })] },
    });
    const { user } = renderApp('/available-drivers');
    await user.click(await screen.findByRole('button', { name: 'Request' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByText('None of your new parcels fits this ride: the route or dates differ.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Send a parcel' })).toHaveAttribute('href', '/parcel');
    expect(dialog.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  it("approves a driver's offer for my parcel from the list, then leads back to the parcel", async () => {
    const mine = parcelFixture({ parcelId: 41, shippingAddress: address(ZHYTOMYR), deliveryAddress: address(RIVNE) });
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/41': { status: 200, body: mine },
      'GET /api/rides/available': page([
        theirRide({ pendingRequest: { requestId: 77, fromMe: false, cost: 150 } }),
        theirRide({
          rideId: 10,
          driver: card({ name: 'Anna', surname: 'M.' }),
          pendingRequest: { requestId: 78, fromMe: true, cost: 150 },
        }),
      ]),
      'POST /api/requests/77/approve': { status: 200, body: {} },
    });
    const { user } = renderApp('/available-drivers?parcelId=41');
    const offered = within(await screen.findByRole('article', { name: 'Oleh S.' }));
    expect(offered.getByText('Oleh S. offered to take your parcel')).toBeInTheDocument();
    expect(offered.queryByRole('button', { name: 'Request' })).not.toBeInTheDocument();
    const asked = within(screen.getByRole('article', { name: 'Anna M.' }));
    expect(asked.getByText('Request sent')).toBeInTheDocument();
    expect(asked.getAllByRole('button').map((b) => b.textContent)).toEqual(['Map']);

    await user.click(offered.getByRole('button', { name: 'Approve' }));
    expect(await offered.findByText('Approved')).toBeInTheDocument();
    const done = screen.getByRole('region', { name: 'A driver is taking your parcel' });
    expect(within(done).getByRole('link', { name: 'Back to my parcel' })).toHaveAttribute('href', '/parcel/41');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/requests/77/approve']);
    // The approval changed my parcel: the parcels feature's query of it is fetched afresh.
    expect(calls.filter((c) => c.path === '/api/parcels/41')).toHaveLength(2);
  });
});

describe('my rides and parcels', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('are the parcels feature’s query: one fetch serves my parcel list and the ask dialog', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/available': page([theirRide({ fittingParcelIds: [41] })]),
      'GET /api/parcels': { status: 200, body: [parcelFixture({ parcelId: 41, cost: 150 })] },
    });
    // A screen that shows my parcels (the parcels feature) beside the search for drivers (the available feature).
    const router = createMemoryRouter(
      [
        {
          path: '/available-drivers',
          element: (
            <>
              <ParcelList
                empty={null}
                layout={(entries) => (
                  <ul aria-label="My parcels">
                    {entries.map((e) => (
                      <li key={e.key}>{e.node}</li>
                    ))}
                  </ul>
                )}
              />
              <AvailableDriversPage />
            </>
          ),
        },
      ],
      { initialEntries: ['/available-drivers'] },
    );
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('list', { name: 'My parcels' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Request' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('radio', { checked: true })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Your price' })).toHaveValue('150');
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/parcels')).toHaveLength(1);
  });
});

describe('counts', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('agree with the number in English and Ukrainian', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('available.parcels.count', { count: 1 })).toBe('1 parcel found');
    expect(i18n.t('available.parcels.count', { count: 3 })).toBe('3 parcels found');
    // The list counts rides (one driver may offer several), so the words say rides.
    expect(i18n.t('available.drivers.count', { count: 1 })).toBe('1 ride available');
    expect(i18n.t('available.drivers.count', { count: 3 })).toBe('3 rides available');
    expect(i18n.t('available.drivers.placesLeft', { count: 1 })).toBe('1 place left');

    await i18n.changeLanguage('uk');
    const parcels = [1, 3, 5, 11, 21, 22, 0].map((count) => i18n.t('available.parcels.count', { count }));
    expect(parcels).toEqual([
      'Знайдено 1 посилку',
      'Знайдено 3 посилки',
      'Знайдено 5 посилок',
      'Знайдено 11 посилок',
      'Знайдено 21 посилку',
      'Знайдено 22 посилки',
      'Знайдено 0 посилок',
    ]);
    const drivers = [1, 3, 5, 21].map((count) => i18n.t('available.drivers.count', { count }));
    expect(drivers).toEqual(['Доступна 1 поїздка', 'Доступно 3 поїздки', 'Доступно 5 поїздок', 'Доступна 21 поїздка']);
    expect(i18n.t('available.drivers.placesLeft', { count: 2 })).toBe('Залишилося 2 місця');
  });
});
