import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/i18n';
import { apiError, mockFetch, type Reply } from '@/testing/fetch-mock';
import { address, LVIV, parcelFixture, rideFixture } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { AvailablePage, AvailableParcel, AvailableRide, Place, PublicCard } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };
const ZHYTOMYR: Place = { placeId: 686967, name: 'Zhytomyr', region: 'Zhytomyr', nameEn: 'Zhytomyr', nameUk: 'Житомир', country: 'UA', lat: 50.25, lng: 28.66 };
const RIVNE: Place = { placeId: 695594, name: 'Rivne', region: 'Rivne', nameEn: 'Rivne', nameUk: 'Рівне', country: 'UA', lat: 50.62, lng: 26.25 };

const card = (over: Partial<PublicCard> = {}): PublicCard => ({
  userId: 20,
  name: 'Ivan',
  surname: 'P.',
  profilePicture: '',
  rating: { average: 4.5, count: 12 },
  deliveries: 3,
  ...over,
});

// Someone else's parcel, Zhytomyr → Rivne, that fits my Kyiv → Lviv ride 3.
const theirParcel = (over: Partial<AvailableParcel> = {}): AvailableParcel => ({
  ...parcelFixture({ parcelId: 41, senderId: 20, cost: 150, shippingAddress: address(ZHYTOMYR), deliveryAddress: address(RIVNE) }),
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

  it('offers my ride for a parcel: ride preselected, price checked, the body sent, the card marked', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/3': { status: 200, body: myRide },
      'GET /api/parcels/available': page([theirParcel(), theirParcel({ parcelId: 42, detourKm: 0, sender: card({ rating: { average: 0, count: 0 } }) })]),
      'GET /api/rides': { status: 200, body: [myRide, rideFixture({ rideId: 4, driverId: 7, status: 'Completed' }), rideFixture({ rideId: 5, arrivalAddress: address(LVIV) })] },
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
    expect(first.getByText('Ivan P.')).toBeInTheDocument();
    expect(first.getByText('4.5 (12)')).toBeInTheDocument();
    expect(first.getByText('+12 km detour')).toBeInTheDocument();
    expect(within(cards[1]).getByText('No ratings yet')).toBeInTheDocument();
    expect(within(cards[1]).queryByText(/detour/)).not.toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'Request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Offer to carry this parcel' }));
    // Only my Planned rides are offered; the ride of ?rideId= is chosen; the price starts at the parcel's.
    const radios = await dialog.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(dialog.getByRole('radio', { name: /Kyiv → Lviv.*/ , checked: true })).toBeInTheDocument();
    const price = dialog.getByRole('textbox', { name: 'Your price' });
    expect(price).toHaveValue('150');

    await user.clear(price);
    await user.type(price, '100001');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Enter a price from ₴0 to ₴100,000')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Enter a whole number of hryvnias')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(price);
    await user.type(price, '120');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/parcels/41/requests');
    expect(post?.body).toEqual({ rideId: 3, cost: 120 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getAllByRole('article')[0]).getByText('Requested')).toBeInTheDocument();
    expect(within(screen.getAllByRole('article')[0]).queryByRole('button', { name: 'Request' })).not.toBeInTheDocument();
  });

  it.each([
    ['route_mismatch', 409, "This parcel doesn't fit that ride: its route, dates or accepted parcel types."],
    ['ride_full', 409, 'That ride has no free places left.'],
    ['request_exists', 409, 'You have already sent this request. Wait for the answer.'],
    ['email_not_verified', 403, 'Verify your e-mail to send requests: open the link we e-mailed you, or resend it from the notice above.'],
  ])('tells a refusal (%s) in a toast and keeps the dialog open', async (code, status, text) => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/available': page([theirParcel()]),
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
    const mine = parcelFixture({ parcelId: 41, cost: 150, shippingAddress: address(ZHYTOMYR), deliveryAddress: address(RIVNE) });
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/41': { status: 200, body: mine },
      'GET /api/rides/available': page([theirRide()]),
      'POST /api/rides/9/requests': { status: 201, body: {} },
    });
    const { user } = renderApp('/available-drivers?parcelId=41');
    expect(await screen.findByText('1 driver available')).toBeInTheDocument();
    const route = within(await screen.findByRole('region', { name: 'Your parcel' }));
    expect(route.getByText('Zhytomyr')).toBeInTheDocument();
    const driver = within(screen.getByRole('article', { name: 'Oleh S.' }));
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
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ parcelId: 41, cost: 200 });
  });

  it('without ?parcelId= asks which of my New parcels, its price first', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/available': page([theirRide()]),
      'GET /api/parcels': {
        status: 200,
        body: [parcelFixture({ parcelId: 41, cost: 150 }), parcelFixture({ parcelId: 43, cost: 300 }), parcelFixture({ parcelId: 44, status: 'Accepted' })],
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
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ parcelId: 43, cost: 300 });
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
    expect(i18n.t('available.drivers.count', { count: 1 })).toBe('1 driver available');
    expect(i18n.t('available.drivers.count', { count: 3 })).toBe('3 drivers available');
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
    expect(drivers).toEqual(['Доступний 1 водій', 'Доступно 3 водії', 'Доступно 5 водіїв', 'Доступний 21 водій']);
    expect(i18n.t('available.drivers.placesLeft', { count: 2 })).toBe('Залишилося 2 місця');
  });
});
