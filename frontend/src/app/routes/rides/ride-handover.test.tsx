import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, mockFetch, type Reply } from '@/testing/fetch-mock';
import { acceptedFixture, parcelFixture, rideFixture } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { AcceptedParcel, ParcelStatus } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };

const accepted = (status: ParcelStatus): AcceptedParcel => acceptedFixture({ status });

const wrongPin: Reply = {
  status: 400,
  body: { error: { code: 'pin_invalid', message: 'Wrong PIN.', fields: { pin: 'wrong' }, triesLeft: 4 } },
};

/** open renders my In Progress ride carrying one In Transit parcel; handover answers in turn (the last repeats). */
async function open(handover: Reply[]) {
  let delivered = false;
  const list = () => [accepted(delivered ? 'Delivered' : 'In Transit')];
  const calls = mockFetch({
    'GET /auth/session': session,
    // As the server does, the ride carries its accepted parcels too.
    'GET /api/rides/3': () => ({
      status: 200,
      body: rideFixture({ status: 'In Progress', usedCapacity: 1, acceptedParcelList: list() }),
    }),
    'GET /api/rides/3/accepted': () => ({ status: 200, body: list() }),
    'GET /api/rides/3/requests': { status: 200, body: { fromSenders: [], myRequests: [] } },
    'POST /api/parcels/50/handover': handover.map((reply) => () => {
      if (reply.status === 200) delivered = true;
      return reply;
    }),
  });
  const view = renderApp('/ride/3');
  await view.user.click(await screen.findByRole('button', { name: 'Enter handover PIN' }));
  const dialog = screen.getByRole('dialog', { name: 'Enter handover PIN' });
  const pin = within(dialog).getByRole('textbox', { name: 'Handover PIN' });
  return { ...view, calls, dialog, pin };
}

describe('the driver enters the recipient’s handover PIN', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('a wrong PIN is said in the dialog with the tries left, and what was typed stays; the right one delivers', async () => {
    const delivered = { status: 200, body: parcelFixture({ parcelId: 50, status: 'Delivered' }) };
    const { user, calls, dialog, pin } = await open([wrongPin, delivered]);
    expect(pin).toHaveFocus();
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'one-time-code');
    expect(pin).toHaveAttribute('maxlength', '4');

    await user.type(pin, '1111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Wrong PIN. Check it with the recipient and try again. 4 tries left.');
    expect(pin).toHaveValue('1111');
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ pin: '1111' });

    await user.clear(pin);
    await user.type(pin, '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Delivered', { selector: '.toast *' })).toBeInTheDocument();
    // The ride and its accepted parcels are fetched again: the parcel shows Delivered, with no more actions.
    expect(await screen.findByText('Delivered', { selector: '.tag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enter handover PIN' })).not.toBeInTheDocument();
  });

  it('checks the 4 digits before sending', async () => {
    const { user, calls, dialog, pin } = await open([wrongPin]);
    await user.type(pin, '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter 4 digits, like 4821')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('once locked, says the recipient can still confirm through the link, and leaves only Close', async () => {
    const { user, dialog, pin } = await open([apiError(429, 'pin_locked')]);
    await user.type(pin, '9999');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The recipient can still confirm the delivery through their link.',
    );
    expect(pin).toHaveValue('9999');
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
