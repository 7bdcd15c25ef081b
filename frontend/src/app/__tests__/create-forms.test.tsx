import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useRideDraftStore } from '@/features/rides/stores/ride-draft-store';
import { toDayInput } from '@/lib/format';
import { useProfileStore } from '@/stores/profile-store';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { address, KYIV, LVIV, parcelFixture, withPlaces } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';

const session = (profile = testProfile) => ({ status: 200, body: { token: 'tok-1', profile } });
const unverified = session({ ...testProfile, emailVerified: false });

const daysFromToday = (days: number) => toDayInput(new Date(Date.now() + days * 86_400_000));

describe('create forms say up front what blocks publishing', () => {
  beforeEach(() => {
    resetStores();
    useRideDraftStore.getState().clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('parcel: an unverified e-mail is told at the top, with "Resend e-mail", and Publish says why it is disabled', async () => {
    const calls = mockFetch({ 'GET /auth/session': unverified, 'POST /auth/verify-email/resend': { status: 204 } });
    withPlaces();
    const { user } = renderApp('/parcel');
    await screen.findByRole('heading', { level: 1, name: 'Send a parcel' });

    expect(screen.getByText('Please verify your e-mail to publish parcels and rides')).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish parcel' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('You can publish once your e-mail is verified.');

    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/auth/verify-email/resend')).toBe(true));
    expect(calls.some((c) => c.path === '/api/parcels')).toBe(false);
  });

  it('parcel: a verified sender sees no notice and an enabled Publish', async () => {
    mockFetch({ 'GET /auth/session': session() });
    withPlaces();
    renderApp('/parcel');
    const publish = await screen.findByRole('button', { name: 'Publish parcel' });
    expect(publish).toBeEnabled();
    expect(publish).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('button', { name: 'Resend e-mail' })).not.toBeInTheDocument();
  });

  it('ride: no vehicle and an unverified e-mail are both told up front, and Publish names both reasons', async () => {
    mockFetch({ 'GET /auth/session': unverified, 'GET /api/profile/vehicle': { status: 200, body: [] } });
    withPlaces();
    renderApp('/ride');
    await screen.findByRole('heading', { level: 1, name: 'Deliver parcels' });
    expect(
      await screen.findByText(/Add a vehicle to publish a ride\. What you've typed here stays\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a vehicle' })).toHaveAttribute(
      'href',
      '/profile/new-vehicle?next=/ride',
    );
    expect(screen.getByRole('button', { name: 'Resend e-mail' })).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish ride' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      'You can publish once your e-mail is verified. Add a vehicle to publish a ride.',
    );
    // The notices come before the first field.
    const notice = screen.getByRole('link', { name: 'Add a vehicle' });
    const firstField = screen.getByRole('combobox', { name: 'Leaving from' });
    expect(notice.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a stale profile learns from a 403 that the e-mail is unverified: told once, by the disabled Publish', async () => {
    const created = parcelFixture({ parcelId: 50, shippingDate: daysFromToday(1) });
    mockFetch({
      'GET /auth/session': session(),
      'GET /api/parcels/50': { status: 200, body: created },
      'POST /api/parcels': apiError(403, 'email_not_verified'),
    });
    withPlaces();
    const { user } = renderApp('/parcel?from=50');
    await user.click(await screen.findByRole('checkbox', { name: 'Nothing on the prohibited list' }));
    await user.click(screen.getByRole('button', { name: 'Publish parcel' }));

    const publish = await screen.findByRole('button', { name: 'Publish parcel' });
    await waitFor(() => expect(publish).toBeDisabled());
    expect(useProfileStore.getState().emailVerified).toBe(false);
    expect(publish).toHaveAccessibleDescription('You can publish once your e-mail is verified.');
    expect(screen.queryByText('Please verify your e-mail first.')).not.toBeInTheDocument();
    expect(screen.getAllByText('Please verify your e-mail to publish parcels and rides')).toHaveLength(1);
  });
});

describe('Post again', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('fills the form from my earlier parcel; a passed pickup date becomes today, a passed deliver-by is cleared, the prohibited-list tick is asked again', async () => {
    const old = parcelFixture({
      parcelId: 50,
      status: 'Expired',
      type: 'books',
      size: 'L',
      details: 'Three boxes of books',
      cost: 420,
      declaredValue: 3000,
      shippingAddress: address(KYIV, 'Khreshchatyk 1'),
      deliveryAddress: address(LVIV, 'Rynok Square 5'),
      shippingDate: daysFromToday(-5),
      deliveryDate: daysFromToday(-3),
      recipient: {
        name: 'Taras',
        lastName: 'Shevchenko',
        phoneNumber: '+380671234567',
        emailAddress: 'taras@example.com',
      },
    });
    const calls = mockFetch({
      'GET /auth/session': session(),
      'GET /api/parcels/50': { status: 200, body: old },
      'POST /api/parcels': { status: 201, body: parcelFixture({ parcelId: 51 }) },
      'GET /api/parcels/51': { status: 200, body: parcelFixture({ parcelId: 51 }) },
    });
    withPlaces();
    const { user, router } = renderApp('/parcel?from=50');

    expect(await screen.findByRole('radio', { name: 'Books' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^L/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Details (optional)' })).toHaveValue('Three boxes of books');
    expect(screen.getByRole('combobox', { name: 'Delivery from' })).toHaveValue('Kyiv');
    expect(screen.getByRole('combobox', { name: 'Shipping to' })).toHaveValue('Lviv');
    const streets = screen.getAllByLabelText('Street and house (optional)');
    expect(streets.map((s) => (s as HTMLInputElement).value)).toEqual(['Khreshchatyk 1', 'Rynok Square 5']);
    expect(screen.getByLabelText('Your price')).toHaveValue('420');
    expect(screen.getByLabelText('Name')).toHaveValue('Taras');
    expect(screen.getByLabelText('Surname (optional)')).toHaveValue('Shevchenko');
    expect(screen.getByLabelText('E-mail')).toHaveValue('taras@example.com');
    expect(screen.getByLabelText('Declared value (optional)')).toHaveValue('3000');
    const ack = screen.getByRole('checkbox', { name: 'Nothing on the prohibited list' });
    expect(ack).not.toBeChecked();

    await user.click(ack);
    await user.click(screen.getByRole('button', { name: 'Publish parcel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcel/51'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/parcels')?.body).toEqual({
      type: 'books',
      size: 'L',
      details: 'Three boxes of books',
      cost: 420,
      shippingAddress: { placeId: KYIV.placeId, street: 'Khreshchatyk 1' },
      shippingDate: toDayInput(new Date()),
      deliveryAddress: { placeId: LVIV.placeId, street: 'Rynok Square 5' },
      deliveryDate: '',
      recipient: {
        name: 'Taras',
        lastName: 'Shevchenko',
        phoneNumber: '+380671234567',
        emailAddress: 'taras@example.com',
      },
      declaredValue: 3000,
      prohibitedAck: true,
    });
  });

  it('keeps dates still ahead', async () => {
    const ahead = parcelFixture({ parcelId: 50, shippingDate: daysFromToday(3), deliveryDate: daysFromToday(6) });
    const calls = mockFetch({
      'GET /auth/session': session(),
      'GET /api/parcels/50': { status: 200, body: ahead },
      'POST /api/parcels': { status: 201, body: parcelFixture({ parcelId: 51 }) },
      'GET /api/parcels/51': { status: 200, body: parcelFixture({ parcelId: 51 }) },
    });
    withPlaces();
    const { user } = renderApp('/parcel?from=50');
    await user.click(await screen.findByRole('checkbox', { name: 'Nothing on the prohibited list' }));
    await user.click(screen.getByRole('button', { name: 'Publish parcel' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')?.body as { shippingDate: string; deliveryDate: string };
    expect([body.shippingDate, body.deliveryDate]).toEqual([daysFromToday(3), daysFromToday(6)]);
  });

  it('a field with an error shows no success tick, and each failure is told once', async () => {
    mockFetch({
      'GET /auth/session': session(),
      'GET /api/parcels/50': { status: 200, body: parcelFixture({ parcelId: 50, shippingDate: daysFromToday(1) }) },
      'POST /api/parcels': apiError(400, 'invalid_input', {
        'deliveryAddress.placeId': 'same_city',
        cost: 'out_of_range',
      }),
    });
    withPlaces();
    const { user } = renderApp('/parcel?from=50');
    const from = await screen.findByRole('combobox', { name: 'Delivery from' });
    const to = screen.getByRole('combobox', { name: 'Shipping to' });
    const tick = (input: HTMLElement) => input.closest('.field')?.querySelector('.combobox__chosen');
    expect(tick(from)).toBeTruthy();
    expect(tick(to)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Nothing on the prohibited list' }));
    await user.click(screen.getByRole('button', { name: 'Publish parcel' }));
    expect(await screen.findByText('Choose a different city')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(tick(to)).toBeFalsy();
    expect(tick(from)).toBeTruthy();
    expect(screen.getAllByText('Enter a price from ₴0 to ₴100,000')).toHaveLength(1);
    expect(screen.queryByText('Please check the highlighted fields.')).not.toBeInTheDocument();
  });

  it.each([
    ['someone else’s parcel', { status: 200, body: parcelFixture({ parcelId: 60, senderId: 20 }) }],
    ['a missing parcel', apiError(404, 'not_found')],
  ])('opens the empty form for %s', async (_, reply) => {
    mockFetch({ 'GET /auth/session': session(), 'GET /api/parcels/60': reply });
    withPlaces();
    renderApp('/parcel?from=60');
    const form = await screen.findByRole('button', { name: 'Publish parcel' });
    expect(form).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Documents' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Delivery from' })).toHaveValue('');
    expect(screen.getByLabelText('Your price')).toHaveValue('');
    expect(within(screen.getByRole('main')).queryByText(/earlier parcel/)).not.toBeInTheDocument();
  });
});
