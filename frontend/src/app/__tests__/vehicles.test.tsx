import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { Vehicle } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };
const car: Vehicle = {
  VehicleId: 2,
  vehicleType: 'car',
  modelType: 'sedan',
  modelName: 'Toyota Corolla',
  idNumber: 'AA 1234 BB',
};
const bike: Vehicle = { VehicleId: 1, vehicleType: 'bicycle', modelType: '', modelName: '', idNumber: '' };

describe('vehicles', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('the form asks for what each type needs, validates it, saves and goes to ?next', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'POST /api/profile/vehicle': (call) => ({ status: 201, body: { VehicleId: 9, ...(call.body as object) } }),
    });
    const { user, router } = renderApp('/profile/new-vehicle?next=/signup/confirm-email');

    const types = within(await screen.findByRole('radiogroup', { name: 'Vehicle type' }));
    expect(types.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'car',
      'motorcycle',
      'scooter',
      'bicycle',
    ]);
    expect(types.getByRole('radio', { name: 'Car' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/signup/confirm-email');

    // A car: body type, model name and plate are required.
    await user.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText('Choose the body type')).toBeInTheDocument();
    expect(screen.getByText('Enter the model, like Toyota Corolla')).toBeInTheDocument();
    expect(screen.getByText('Enter the plate number')).toBeInTheDocument();

    // A motorcycle: no body type; model name and plate still required.
    await user.click(types.getByRole('radio', { name: 'Motorcycle' }));
    expect(screen.queryByRole('radiogroup', { name: 'Body type' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Model name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ID number (plate)'), 'AA#1');
    await user.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText('Use only letters, digits, spaces and hyphens')).toBeInTheDocument();

    // A scooter: both optional; what was typed stays.
    await user.click(types.getByRole('radio', { name: 'Electric scooter' }));
    expect(screen.getByLabelText('Model name (optional)')).toHaveValue('');
    expect(screen.getByLabelText('ID number (plate) (optional)')).toHaveValue('AA#1');

    // Back to a car, filled in properly.
    await user.click(types.getByRole('radio', { name: 'Car' }));
    await user.click(screen.getByRole('radio', { name: 'Sedan' }));
    await user.type(screen.getByLabelText('Model name'), '  Toyota Corolla ');
    await user.clear(screen.getByLabelText('ID number (plate)'));
    await user.type(screen.getByLabelText('ID number (plate)'), 'aa 1234 bb');
    await user.click(screen.getByRole('button', { name: 'Save vehicle' }));

    expect(await screen.findByText('Vehicle added')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/confirm-email'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vehicleType: 'car',
      modelType: 'sedan',
      modelName: 'Toyota Corolla',
      idNumber: 'aa 1234 bb',
    });
  });

  it('a bicycle needs nothing more; without ?next it lands on my vehicles; a foreign next is ignored', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'POST /api/profile/vehicle': { status: 201, body: bike },
      'GET /api/profile/vehicle': { status: 200, body: [bike] },
    });
    const { user, router } = renderApp('/profile/new-vehicle?next=//evil.example');

    expect(await screen.findByRole('link', { name: 'Back to my vehicles' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bicycle' }));
    await user.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByRole('heading', { name: 'My vehicles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/vehicles');
    expect(await screen.findByText('Bicycle')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vehicleType: 'bicycle',
      modelType: '',
      modelName: '',
      idNumber: '',
    });
  });

  it('deletes a vehicle after a confirmation; one a planned ride uses stays, with a toast', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/profile/vehicle': { status: 200, body: [car, bike] },
      'DELETE /api/profile/vehicle/delete': [apiError(409, 'vehicle_in_use'), { status: 200, body: { VehicleId: 2 } }],
    });
    const { user } = renderApp('/profile/vehicles');

    const list = within(await screen.findByRole('list', { name: 'My vehicles' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('Car · Sedan')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Delete Toyota Corolla AA 1234 BB' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this vehicle?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(list.getByRole('button', { name: 'Delete Toyota Corolla AA 1234 BB' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText("A planned ride uses this vehicle, so it can't be deleted yet."),
    ).toBeInTheDocument();
    expect(list.getAllByRole('listitem')).toHaveLength(2);

    await user.click(list.getByRole('button', { name: 'Delete Toyota Corolla AA 1234 BB' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Vehicle deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([{ vehicleId: 2 }, { vehicleId: 2 }]);
  });

  it('shows an empty state with a call to action', async () => {
    mockFetch({ 'GET /auth/session': session, 'GET /api/profile/vehicle': { status: 200, body: [] } });
    renderApp('/profile/vehicles');
    expect(await screen.findByRole('heading', { name: 'No vehicles yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first vehicle' })).toHaveAttribute(
      'href',
      '/profile/new-vehicle',
    );
  });
});
