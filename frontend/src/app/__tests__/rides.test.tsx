import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RIDE_DRAFT_STORAGE_KEY, useRideDraftStore } from '@/features/rides/stores/ride-draft-store';
import { formatDateTime, toDateTimeInput } from '@/lib/format';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import {
  acceptedFixture,
  carFixture,
  parcelFixture,
  rideFixture,
  withPlaces,
  withPrices,
} from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { Vehicle } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };
const van: Vehicle = {
  VehicleId: 5,
  vehicleType: 'car',
  modelType: 'van',
  modelName: 'Renault Trafic',
  idNumber: 'BC 0001 AA',
};

async function chooseCity(user: UserEvent, label: string, typed: string, expected: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.type(input, typed);
  await screen.findByRole('option', { name: new RegExp(expected) });
  await user.keyboard('{ArrowDown}{Enter}');
  expect(input).toHaveValue(expected);
}

const inTwoDays = () => {
  const d = new Date(Date.now() + 2 * 86_400_000);
  d.setSeconds(0, 0);
  return toDateTimeInput(d);
};

describe('rides', () => {
  beforeEach(() => {
    resetStores();
    useRideDraftStore.getState().clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('publishes a ride with my only vehicle, a price hint, and opens it', async () => {
    const departure = inTwoDays();
    const created = rideFixture({ departureDate: new Date(departure).toISOString() });
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/profile/vehicle': { status: 200, body: [carFixture] },
      'POST /api/rides': { status: 201, body: created },
      'GET /api/rides/3': { status: 200, body: created },
      'GET /api/rides/3/accepted': { status: 200, body: [] },
    });
    withPlaces();
    withPrices({ low: 180, high: 240, count: 7 });
    const { user, router } = renderApp('/ride');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deliver parcels' })).toBeInTheDocument();

    // A single vehicle is chosen at once; "Add new" goes to the vehicle screen and back here.
    const vehicles = within(screen.getByRole('radiogroup', { name: 'Vehicle' }));
    expect(await vehicles.findByRole('radio')).toBeChecked();
    expect(vehicles.getByRole('link', { name: 'Add new' })).toHaveAttribute('href', '/profile/new-vehicle?next=/ride');

    await chooseCity(user, 'Leaving from', 'Ky', 'Kyiv');
    await chooseCity(user, 'Going to', 'Lv', 'Lviv');
    // The server's figures for each size, the same as the parcel form shows.
    const hint = await screen.findByRole('note', { name: 'Price hint' });
    await waitFor(() => expect(hint).toHaveTextContent('XL ₴530'));
    expect(hint).toHaveTextContent('Suggested price per parcel on this route (about 468 km):');
    expect(hint).toHaveTextContent('S ₴120');
    expect(hint).toHaveTextContent('M ₴200 · usually ₴180–₴240');
    expect(hint).toHaveTextContent('L ₴310');
    const [day, time] = departure.split('T');
    const departureDay = screen.getByRole('textbox', { name: 'Departure date and time' });
    await user.type(departureDay, day.split('-').reverse().join('/'));
    await user.type(screen.getByRole('textbox', { name: 'Departure time' }), time);
    // The typed date and time are also spelled in the interface language.
    expect(departureDay).toHaveAccessibleDescription(formatDateTime(departure));
    await user.click(screen.getByRole('button', { name: 'One parcel fewer' }));
    expect(screen.getByLabelText('How many parcels can you take?')).toHaveValue('3');
    await user.click(screen.getByRole('checkbox', { name: 'Documents' }));
    await user.click(screen.getByRole('checkbox', { name: 'Books' }));

    await user.click(screen.getByRole('button', { name: 'Publish ride' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kyiv → Lviv' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ride/3');
    expect(await screen.findByText('Ride successfully published')).toBeInTheDocument();
    expect(await screen.findByText('No accepted parcels yet')).toBeInTheDocument();
    expect(screen.getByText('0 of 4 parcels')).toBeInTheDocument();

    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/rides')?.body).toEqual({
      departureAddress: { placeId: 703448, street: '' },
      departureDate: new Date(departure).toISOString(),
      arrivalAddress: { placeId: 702550, street: '' },
      arrivalDate: '',
      capacity: 3,
      parcelsTypes: ['documents', 'books'],
      vehicleId: carFixture.VehicleId,
    });
    expect(calls.some((c) => c.path === '/api/rides/3/accepted')).toBe(true);
    // Publishing clears the draft.
    expect(useRideDraftStore.getState().values).toBeNull();
  });

  it('keeps what was typed while the user adds a vehicle, and picks the new one on return', async () => {
    mockFetch({
      'GET /auth/session': session,
      'GET /api/profile/vehicle': [
        { status: 200, body: [] },
        { status: 200, body: [van, carFixture] },
      ],
    });
    withPlaces();
    const { user, router } = renderApp('/ride');
    await screen.findByRole('heading', { level: 1, name: 'Deliver parcels' });
    expect(
      await screen.findByText(/Add a vehicle to publish a ride\. What you've typed here stays/),
    ).toBeInTheDocument();

    await chooseCity(user, 'Leaving from', 'Od', 'Odesa');
    await user.type(screen.getByLabelText('Meeting point (optional)'), 'Railway station');
    // Without a vehicle, Publish waits and says why.
    expect(screen.getByRole('button', { name: 'Publish ride' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish ride' })).toHaveAccessibleDescription(
      'Add a vehicle to publish a ride.',
    );
    expect(
      JSON.parse(sessionStorage.getItem(RIDE_DRAFT_STORAGE_KEY) ?? '{}').state.values.departureAddress.street,
    ).toBe('Railway station');

    await user.click(screen.getByRole('link', { name: 'Add a vehicle' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/new-vehicle');
    // Back to the form the way a person would (the vehicle itself is added in the vehicles tests).
    await user.click(screen.getByRole('link', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deliver parcels' })).toBeInTheDocument();

    expect(await screen.findByRole('combobox', { name: 'Leaving from' })).toHaveValue('Odesa');
    expect(await screen.findByLabelText('Meeting point (optional)')).toHaveValue('Railway station');
    const vehicles = within(screen.getByRole('radiogroup', { name: 'Vehicle' }));
    const radios = await vehicles.findAllByRole('radio');
    await waitFor(() => expect(radios[0]).toBeChecked());
    expect(radios[0]).toHaveAccessibleName(/Renault Trafic/);
    expect(radios[1]).not.toBeChecked();
  });

  it('shows accepted parcels and cancels a planned ride after a confirmation', async () => {
    const accepted = parcelFixture({ status: 'Accepted', cost: 300 });
    const acceptedParcel = acceptedFixture({
      parcelId: accepted.parcelId,
      cost: accepted.cost,
      sender: { userId: 9, name: 'Olha', surname: 'Bondar', phone: '+380501112233', email: 'olha@example.com' },
      recipient: accepted.recipient,
    });
    mockFetch({
      'GET /auth/session': session,
      'GET /api/rides/3': { status: 200, body: rideFixture({ usedCapacity: 1, totalCost: 300 }) },
      'GET /api/rides/3/accepted': { status: 200, body: [acceptedParcel] },
      'POST /api/rides/3/cancel': [
        apiError(409, 'invalid_state'),
        { status: 200, body: rideFixture({ status: 'Cancelled' }) },
      ],
    });
    const { user } = renderApp('/ride/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kyiv → Lviv' })).toBeInTheDocument();
    const list = within(await screen.findByRole('region', { name: 'Accepted parcels' }));
    expect(await list.findByText(/Olha Bondar/)).toBeInTheDocument();
    expect(screen.getByText('1 of 4 parcels')).toBeInTheDocument();

    // A conflict says so and changes nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel ride' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel this ride?' })).getByRole('button', {
        name: 'Yes, cancel',
      }),
    );
    expect(
      await screen.findByText("This can't be done any more: its state has changed. Refresh the page."),
    ).toBeInTheDocument();
    expect(screen.getByText('Planned')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel ride' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel this ride?' })).getByRole('button', {
        name: 'Yes, cancel',
      }),
    );
    expect(await screen.findByText('Ride cancelled')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel ride' })).not.toBeInTheDocument();
  });
});
