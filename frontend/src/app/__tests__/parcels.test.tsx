import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toDayInput } from '@/lib/format';
import { useSwitcherStore } from '@/stores/switcher-store';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { parcelFixture, withPlaces, withPrices } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };

/** chooseCity types into a city field and takes the first suggestion with the keyboard. */
async function chooseCity(user: UserEvent, label: string, typed: string, expected: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, typed);
  await screen.findByRole('option', { name: new RegExp(expected) });
  await user.keyboard('{ArrowDown}{Enter}');
  expect(input).toHaveValue(expected);
}

async function fillParcel(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Documents' }));
  await user.click(screen.getByRole('radio', { name: /^M/ }));
  await chooseCity(user, 'Delivery from', 'Ky', 'Kyiv');
  await user.type(screen.getAllByLabelText('Street and house (optional)')[0], 'Khreshchatyk 1');
  await chooseCity(user, 'Shipping to', 'Lv', 'Lviv');
  await user.type(
    screen.getByRole('textbox', { name: 'Pickup date' }),
    toDayInput(new Date()).split('-').reverse().join('/'),
  );
  await user.type(screen.getByLabelText('Your price'), '150');
  await user.type(screen.getByLabelText('Name'), 'Taras');
  await user.type(screen.getByLabelText('Phone'), '067 123 4567');
  await user.click(screen.getByRole('checkbox', { name: 'Nothing on the prohibited list' }));
}

describe('parcels', () => {
  beforeEach(() => {
    resetStores();
    useSwitcherStore.setState({ homeSwitcher: 'parcels' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the form, shows the server’s field codes under their inputs (the tick’s at the tick), then publishes and opens the parcel', async () => {
    const created = parcelFixture({ details: '', shippingDate: toDayInput(new Date()) });
    const calls = mockFetch({
      'GET /auth/session': session,
      'POST /api/parcels': [
        apiError(400, 'invalid_input', { 'deliveryAddress.placeId': 'same_city', cost: 'out_of_range' }),
        apiError(400, 'prohibited_ack_required', { prohibitedAck: 'prohibited_ack_required' }),
        { status: 201, body: created },
      ],
      'GET /api/parcels/41': { status: 200, body: created },
    });
    withPlaces();
    const { user, router } = renderApp('/parcel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Send a parcel' })).toBeInTheDocument();

    // Client-side rules first: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Publish parcel' }));
    expect(await screen.findByText("Choose what you're sending")).toBeInTheDocument();
    expect(screen.getByText('Choose a size')).toBeInTheDocument();
    expect(screen.getAllByText('Choose a city from the list')).toHaveLength(2);
    expect(screen.getByText('Choose a pickup date')).toBeInTheDocument();
    expect(screen.getByText('Enter a price from ₴0 to ₴100,000')).toBeInTheDocument();
    expect(screen.getByText("Enter the recipient's name")).toBeInTheDocument();
    expect(screen.getAllByText('Enter a phone number or an e-mail')).toHaveLength(2);
    const ack = screen.getByRole('checkbox', { name: 'Nothing on the prohibited list' });
    expect(ack).toHaveAccessibleDescription('Tick this to confirm nothing on the prohibited list is inside');
    expect(ack).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Delivery from' })).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first invalid input on screen, the parcel type.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Documents' })).toHaveFocus());
    expect(calls.some((c) => c.path === '/api/parcels')).toBe(false);

    await fillParcel(user);
    await user.type(screen.getByLabelText('Declared value (optional)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Publish parcel' }));
    expect(await screen.findByText('Enter a whole number from ₴0 to ₴100,000')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/parcels')).toBe(false);
    await user.clear(screen.getByLabelText('Declared value (optional)'));
    await user.type(screen.getByLabelText('Declared value (optional)'), '2500');
    await user.click(screen.getByRole('button', { name: 'Publish parcel' }));

    // The server's dotted field names land under the matching inputs; what was typed stays.
    expect(await screen.findByText('Choose a different city')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Shipping to' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a price from ₴0 to ₴100,000')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Shipping to' })).toHaveValue('Lviv');
    expect(screen.getByLabelText('Your price')).toHaveValue('150');

    // The server's refusal of the tick shows at the tick, as the form's own does; what was typed stays.
    await user.click(screen.getByRole('button', { name: 'Publish parcel' }));
    expect(await screen.findByRole('checkbox', { name: 'Nothing on the prohibited list' })).toHaveAccessibleDescription(
      'Tick this to confirm nothing on the prohibited list is inside',
    );
    expect(screen.getByLabelText('Declared value (optional)')).toHaveValue('2500');

    await user.click(screen.getByRole('button', { name: 'Publish parcel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/parcel/41');
    // The toast's library loads with the first toast, so the toast shows a moment after the page.
    expect(await screen.findByText('Parcel published')).toBeInTheDocument();

    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/parcels');
    expect(posts).toHaveLength(3);
    expect(posts[2].headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(posts[2].body).toEqual({
      type: 'documents',
      size: 'M',
      details: '',
      cost: 150,
      shippingAddress: { placeId: 703448, street: 'Khreshchatyk 1' },
      shippingDate: toDayInput(new Date()),
      deliveryAddress: { placeId: 702550, street: '' },
      deliveryDate: '',
      recipient: { name: 'Taras', lastName: '', phoneNumber: '+380671234567', emailAddress: '' },
      declaredValue: 2500,
      prohibitedAck: true,
    });
  });

  it('suggests a price with the usual range, fills it on request, and asks once about a price far above it', async () => {
    const created = parcelFixture({ details: '', cost: 900, shippingDate: toDayInput(new Date()) });
    const calls = mockFetch({
      'GET /auth/session': session,
      'POST /api/parcels': [apiError(500, 'internal'), { status: 201, body: created }],
      'GET /api/parcels/41': { status: 200, body: created },
    });
    withPlaces();
    withPrices({ low: 180, high: 240, count: 9 });
    const { user } = renderApp('/parcel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Send a parcel' })).toBeInTheDocument();

    await fillParcel(user); // size M, Kyiv → Lviv, ₴150 typed
    const hint = await screen.findByRole('note', { name: 'Suggested price' });
    expect(hint).toHaveTextContent('Suggested ₴200 · usually ₴180–₴240 on this route');
    await user.click(within(hint).getByRole('button', { name: 'Use ₴200' }));
    expect(screen.getByLabelText('Your price')).toHaveValue('200');

    await user.clear(screen.getByLabelText('Your price'));
    await user.type(screen.getByLabelText('Your price'), '900');
    await user.click(screen.getByRole('button', { name: 'Publish parcel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(ask).toHaveTextContent('₴900 is more than 3 times the suggested ₴200 for this route and size.');
    expect(calls.some((c) => c.path === '/api/parcels')).toBe(false);
    // Changing the price leads: first, focused and filled; publishing anyway is the outlined second choice.
    const [change, publish] = within(ask).getAllByRole('button');
    expect(change).toHaveAccessibleName('Change the price');
    expect(change).toHaveFocus();
    expect(change).toHaveClass('btn--primary');
    expect(publish).toHaveAccessibleName('Publish at ₴900');
    expect(publish).not.toHaveClass('btn--primary');
    await user.click(within(ask).getByRole('button', { name: 'Publish at ₴900' }));

    // The first try fails on the server; the second does not ask again for the same price.
    expect(await screen.findByText(/went wrong/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish parcel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/parcels');
    expect(posts.map((c) => (c.body as { cost: number }).cost)).toEqual([900, 900]);
  });

  it('cancels a parcel after a confirmation and shows the new state in place', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/parcels/41': { status: 200, body: parcelFixture() },
      'POST /api/parcels/41/cancel': { status: 200, body: parcelFixture({ status: 'Cancelled' }) },
    });
    const { user } = renderApp('/parcel/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('+380 67 123 4567')).toBeInTheDocument();

    const cancel = screen.getByRole('button', { name: 'Cancel parcel' });
    await user.click(cancel);
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel this parcel?' });
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    dialog = screen.getByRole('alertdialog', { name: 'Cancel this parcel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Parcel cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel parcel' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/parcels/41/cancel')).toHaveLength(1);
  });

  it('says a parcel is not found, kindly', async () => {
    mockFetch({ 'GET /auth/session': session, 'GET /api/parcels/999': apiError(404, 'not_found') });
    renderApp('/parcel/999');
    expect(await screen.findByRole('heading', { name: 'Parcel not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});
