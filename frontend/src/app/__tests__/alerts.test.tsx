import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toDayInput } from '@/lib/format';
import { apiError, mockFetch, type Reply } from '@/testing/fetch-mock';
import { address, KYIV, LVIV, ODESA, parcelFixture, rideFixture, withPlaces } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { Alert, AvailableParcel } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };

const alertFixture = (over: Partial<Alert> = {}): Alert => ({
  alertId: 1,
  kind: 'parcels',
  from: address(KYIV),
  to: address(LVIV),
  createdAt: '2030-05-01T10:00:00Z',
  ...over,
});
const list = (alerts: Alert[]): Reply => ({ status: 200, body: alerts });

/** chooseCity types into a city field and takes the first suggestion with the keyboard. */
async function chooseCity(user: UserEvent, label: string, typed: string, expected: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, typed);
  await screen.findByRole('option', { name: new RegExp(expected) });
  await user.keyboard('{ArrowDown}{Enter}');
  expect(input).toHaveValue(expected);
}

describe('saved routes', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('says what they are for while there are none, then saves one; the server’s codes go under the fields', async () => {
    const saved = alertFixture({ alertId: 5, dateFrom: '2030-05-12' });
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/alerts': [list([]), list([saved])],
      'POST /api/alerts': [
        apiError(400, 'invalid_input', { 'to.placeId': 'same_as_from', dateFrom: 'out_of_range' }),
        { status: 201, body: saved },
      ],
    });
    withPlaces();
    const { user } = renderApp('/profile/alerts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved routes' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No saved routes yet' })).toBeInTheDocument();
    expect(screen.getByText('0 of 10')).toBeInTheDocument();

    // Client-side rules first: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save route' }));
    expect(await screen.findByText('Choose what to hear about')).toBeInTheDocument();
    expect(screen.getAllByText('Choose a city from the list')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Parcels' })).toHaveFocus());

    // A sender is told that a parcel of theirs needs no saved route.
    await user.click(screen.getByRole('radio', { name: 'Rides' }));
    expect(screen.getByText(/Sent a parcel already\? It looks for fitting rides by itself/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Parcels' }));
    expect(screen.queryByText(/Sent a parcel already/)).not.toBeInTheDocument();

    await chooseCity(user, 'From', 'Ky', 'Kyiv');
    await chooseCity(user, 'To', 'Lv', 'Lviv');
    const today = toDayInput(new Date());
    await user.type(screen.getByRole('textbox', { name: 'Earliest date' }), today.split('-').reverse().join('/'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // The server refuses: its codes show under the fields, in words; what was typed stays.
    await user.click(screen.getByRole('button', { name: 'Save route' }));
    expect(await screen.findByText('Choose a city other than the start')).toBeInTheDocument();
    expect(screen.getByText('Choose a date from today to a year ahead')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Lviv');
    expect(screen.getByRole('radio', { name: 'Parcels' })).toBeChecked();
    // A toast, once react-hot-toast has loaded with the first one (lib/toast.ts).
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save route' }));
    expect(await screen.findByText("Route saved. We'll let you know when something fits.")).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Parcels from Kyiv to Lviv' });
    expect(within(card).getByText('Tell me about parcels')).toBeInTheDocument();
    expect(within(card).getByText(/^From .*12 May/)).toBeInTheDocument();
    // The form is blank again, the kind kept.
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Parcels' })).toBeChecked();

    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts[1].headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(posts[1].body).toEqual({
      kind: 'parcels',
      from: { placeId: KYIV.placeId, street: '' },
      to: { placeId: LVIV.placeId, street: '' },
      dateFrom: today,
    });
  });

  it('deletes a route after asking', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/alerts': [
        list([alertFixture(), alertFixture({ alertId: 2, kind: 'rides', to: address(ODESA) })]),
        list([alertFixture()]),
      ],
      'DELETE /api/alerts/2': { status: 204 },
    });
    const { user } = renderApp('/profile/alerts');
    const rides = await screen.findByRole('article', { name: 'Rides from Kyiv to Odesa' });
    expect(within(rides).getByText('Any date')).toBeInTheDocument();
    await user.click(within(rides).getByRole('button', { name: 'Delete saved route: Rides from Kyiv to Odesa' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this saved route?' }));
    expect(dialog.getByText("You'll no longer be told about rides from Kyiv to Odesa.")).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Saved route deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: /Odesa/ })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Parcels from Kyiv to Lviv' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/alerts/2']);
  });

  it('at the limit, Save is disabled and says why; a 409 from a stale list is told too', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => alertFixture({ alertId: i + 1 }));
    mockFetch({
      'GET /auth/session': session,
      'GET /api/alerts': [list(ten.slice(0, 9)), list(ten)],
      'POST /api/alerts': apiError(409, 'too_many_alerts'),
    });
    withPlaces();
    const { user } = renderApp('/profile/alerts');
    expect(await screen.findByText('9 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Parcels' }));
    await chooseCity(user, 'From', 'Ky', 'Kyiv');
    await chooseCity(user, 'To', 'Lv', 'Lviv');
    await user.click(screen.getByRole('button', { name: 'Save route' }));

    expect(await screen.findByText('You keep 10 saved routes already: delete one first.')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save route' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAccessibleDescription(
      'You have 10 saved routes, the most you can keep. Delete one to add another.',
    );
    expect(screen.getByText('10 of 10')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Lviv');
  });
});

// Someone's parcel Kyiv → Lviv, the one result of a thin search.
const theirParcel: AvailableParcel = {
  ...parcelFixture({ parcelId: 41, senderId: 20 }),
  detourKm: 0,
  sender: {
    userId: 20,
    name: 'Ivan',
    surname: 'P.',
    profilePicture: '',
    rating: { average: 0, count: 0 },
    senderRating: { average: 0, count: 0 },
    deliveries: 0,
    sent: 0,
    memberSince: '2025-03',
    answers: null,
    cancellations: null,
  },
};
const page = (items: AvailableParcel[]): Reply => ({
  status: 200,
  body: { items, total: items.length, nextCursor: null },
});

describe('Notify me', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('saves the searched route, the day as its only day, and leads to Saved routes', async () => {
    const day = toDayInput(new Date(Date.now() + 3 * 86_400_000));
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/available': page([theirParcel]),
      'GET /api/alerts': list([]),
      'POST /api/alerts': { status: 201, body: alertFixture({ dateFrom: day, dateTo: day }) },
    });
    const { user } = renderApp(`/available-parcels?from=${KYIV.placeId}&to=${LVIV.placeId}&date=${day}`);
    const card = within(await screen.findByRole('region', { name: 'Few results' }));
    expect(card.getByText(/^Get notified when a parcel on this route is posted for /)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Notify me' }));

    const saved = await screen.findByRole('region', { name: 'Saved' });
    await waitFor(() => expect(saved).toHaveFocus());
    expect(within(saved).getByRole('link', { name: 'Saved routes' })).toHaveAttribute('href', '/profile/alerts');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'parcels',
      from: { placeId: KYIV.placeId, street: '' },
      to: { placeId: LVIV.placeId, street: '' },
      dateFrom: day,
      dateTo: day,
    });
  });

  it('asks for rides on the drivers’ search, and tells of a full list with a link', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/available': { status: 200, body: { items: [], total: 0, nextCursor: null } },
      'GET /api/alerts': list([]),
      'POST /api/alerts': apiError(409, 'too_many_alerts'),
    });
    const { user } = renderApp(`/available-drivers?from=${KYIV.placeId}&to=${LVIV.placeId}`);
    // Nothing found: the offer sits in the one empty card, named by what it offers, beside the one "Clear filters".
    const empty = (await screen.findByRole('heading', { name: 'No drivers on this route yet' })).parentElement!;
    const card = within(
      within(empty).getByRole('region', { name: 'Get notified when a ride on this route is posted.' }),
    );
    expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(1);
    await user.click(card.getByRole('button', { name: 'Notify me' }));
    const full = within(await screen.findByRole('region', { name: 'Too many saved routes' }));
    expect(full.getByText(/You keep 10 saved routes already: delete one first\./)).toBeInTheDocument();
    expect(full.getByRole('link', { name: 'Saved routes' })).toHaveAttribute('href', '/profile/alerts');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'rides' });
  });

  it('says a route saved already, and is not offered for wider searches or for a ride of mine', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/available': page([theirParcel]),
      'GET /api/alerts': list([alertFixture()]),
      'GET /api/rides/3': { status: 200, body: rideFixture({ rideId: 3, driverId: testProfile.userId }) },
    });
    const { router } = renderApp(`/available-parcels?from=${KYIV.placeId}&to=${LVIV.placeId}`);
    const already = await screen.findByRole('region', { name: 'You already follow this route' });
    expect(within(already).getByRole('link', { name: 'Saved routes' })).toBeInTheDocument();
    expect(within(already).queryByRole('button')).not.toBeInTheDocument();

    await router.navigate(`/available-parcels?from=${KYIV.placeId}`);
    await waitFor(() => expect(screen.queryByRole('region', { name: /already/ })).not.toBeInTheDocument());
    expect(await screen.findByText('1 parcel found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /already|Few results/ })).not.toBeInTheDocument();

    // A search for my ride (?rideId=) is not a search by cities, whatever else the address says.
    await router.navigate(`/available-parcels?rideId=3&from=${KYIV.placeId}&to=${LVIV.placeId}`);
    expect(await screen.findByRole('region', { name: 'Your ride' })).toBeInTheDocument();
    expect(await screen.findByText('1 parcel found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /already|Few results/ })).not.toBeInTheDocument();
  });
});
