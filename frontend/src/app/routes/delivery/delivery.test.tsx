import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/i18n';
import { apiError, mockFetch, type Reply } from '@/testing/fetch-mock';
import { renderApp, resetStores } from '@/testing/test-utils';
import type { Delivery } from '@/types/api';

const TOKEN = '12.sig-ABC_x';
const signedOut = apiError(401, 'not_signed_in');
const delivery = (patch: Partial<Delivery> = {}): Reply => ({
  status: 200,
  body: {
    parcelId: 12,
    type: 'books',
    size: 'S',
    cost: 1500,
    status: 'In Transit',
    shippingAddress: {
      country: 'UA',
      city: 'Zhytomyr',
      cityUk: 'Житомир',
      region: '',
      regionUk: '',
      placeId: 1,
      street: '',
      lat: 50.25,
      lng: 28.66,
    },
    deliveryAddress: {
      country: 'UA',
      city: 'Rivne',
      cityUk: 'Рівне',
      region: '',
      regionUk: '',
      placeId: 2,
      street: '',
      lat: 50.62,
      lng: 26.25,
    },
    recipientName: 'Ivan',
    driver: {
      userId: 3,
      name: 'Oleh',
      surname: 'S.',
      profilePicture: '',
      rating: { average: 4.5, count: 12 },
      senderRating: { average: 0, count: 0 },
      deliveries: 20,
      sent: 0,
      memberSince: '2025-03',
      answers: null,
      cancellations: null,
    },
    sender: {
      userId: 7,
      name: 'Olena',
      surname: 'K.',
      profilePicture: '',
      rating: { average: 0, count: 0 },
      senderRating: { average: 0, count: 0 },
      deliveries: 0,
      sent: 0,
      memberSince: '2025-03',
      answers: null,
      cancellations: null,
    },
    feedbackGiven: false,
    timeline: [
      { event: 'posted', at: '2030-05-01T10:00:00Z' },
      { event: 'accepted', at: '2030-05-02T10:00:00Z' },
      { event: 'picked_up', at: '2030-05-03T08:00:00Z' },
    ],
    photos: [],
    expectedArrival: null,
    ...patch,
  } satisfies Delivery,
});

const stars = () =>
  screen.getAllByRole('radio').map((r) => r.closest('label')!.classList.contains('star-rating__star--on'));

describe('the recipient confirms a delivery', () => {
  beforeEach(resetStores);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows the parcel and the driver, asks once more, confirms and goes to the feedback screen', async () => {
    const calls = mockFetch({
      'GET /auth/session': signedOut,
      [`GET /api/delivery/${TOKEN}`]: delivery(),
      [`POST /api/delivery/${TOKEN}/confirm`]: { status: 200, body: { parcelId: 12, status: 'Delivered' } },
    });
    const { user, router } = renderApp(`/confirm-delivery?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your parcel is on its way' })).toBeInTheDocument();
    expect(screen.getByText(/^Hi, Ivan!/)).toBeInTheDocument();
    expect(screen.getByText('Parcel from Olena K.')).toBeInTheDocument();
    expect(screen.getByText('Books')).toBeInTheDocument();
    expect(screen.getByText('Size S · Fits a shoebox, up to 5 kg')).toBeInTheDocument();
    expect(screen.getByText('₴1,500')).toBeInTheDocument();
    const route = within(screen.getByRole('group', { name: 'Route' }));
    expect(route.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['From: Zhytomyr', 'To: Rivne']);
    expect(screen.getByText('Oleh S.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 by 12 people' })).toHaveTextContent('4.5 (12)');
    expect(screen.getByRole('group', { name: 'Interface language' })).toBeInTheDocument();

    // Backing out sends nothing.
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm that you received the parcel?' });
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm delivery' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Thank you! The delivery is confirmed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-delivery/feedback'));
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ delivered: true }]);
  });

  it('reports a failed delivery; an answer given meanwhile shows the current state', async () => {
    const calls = mockFetch({
      'GET /auth/session': signedOut,
      [`GET /api/delivery/${TOKEN}`]: [delivery(), delivery({ status: 'Delivered' })],
      [`POST /api/delivery/${TOKEN}/confirm`]: apiError(409, 'invalid_state'),
    });
    const { user } = renderApp(`/confirm-delivery?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Delivery failed' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Report that the delivery failed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('The status of this delivery has changed. Here is the latest.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery confirmed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delivery failed' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rate the driver' })).toHaveAttribute(
      'href',
      `/confirm-delivery/feedback?token=${TOKEN}`,
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ delivered: false }]);
  });

  it('reports a failed delivery: the screen says who is told and offers no rating', async () => {
    const calls = mockFetch({
      'GET /auth/session': signedOut,
      [`GET /api/delivery/${TOKEN}`]: delivery(),
      [`POST /api/delivery/${TOKEN}/confirm`]: { status: 200, body: { parcelId: 12, status: 'Failed' } },
    });
    const { user, router } = renderApp(`/confirm-delivery?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Delivery failed' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery reported as failed' })).toBeInTheDocument();
    expect(screen.getByText(/We've told the sender and the driver/)).toBeInTheDocument();
    expect(screen.getByText('Parcel from Olena K.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirm-delivery');
    expect(screen.queryByRole('link', { name: 'Rate the driver' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /feedback/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delivery failed' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ delivered: false }]);
  });

  it.each([
    [{ status: 'Failed', feedbackGiven: false } as const, 'Delivery reported as failed', false],
    [{ status: 'Delivered', feedbackGiven: false } as const, 'Delivery confirmed', true],
    [{ status: 'Accepted', feedbackGiven: false } as const, "Your parcel isn't on its way yet", false],
    [{ status: 'Cancelled', feedbackGiven: false } as const, 'This delivery was cancelled', false],
  ])('shows a parcel in state %o', async (patch, heading, canRate) => {
    mockFetch({ 'GET /auth/session': signedOut, [`GET /api/delivery/${TOKEN}`]: delivery(patch) });
    renderApp(`/confirm-delivery?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm delivery' })).not.toBeInTheDocument();
    expect(!!screen.queryByRole('link', { name: 'Rate the driver' })).toBe(canRate);
  });

  it('thanks for a rating given, after a delivery only', async () => {
    mockFetch({
      'GET /auth/session': signedOut,
      [`GET /api/delivery/${TOKEN}`]: delivery({ status: 'Delivered', feedbackGiven: true }),
    });
    renderApp(`/confirm-delivery?token=${TOKEN}`);
    expect(await screen.findByText("You've rated the driver. Thank you!")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rate the driver' })).not.toBeInTheDocument();
  });

  it('says clearly that a bad or missing link does not work', async () => {
    const calls = mockFetch({ 'GET /auth/session': signedOut, 'GET /api/delivery/nope': apiError(404, 'not_found') });
    const { unmount } = renderApp('/confirm-delivery?token=nope');
    expect(await screen.findByRole('heading', { level: 1, name: "This link doesn't work" })).toBeInTheDocument();
    unmount();

    renderApp('/confirm-delivery');
    expect(await screen.findByRole('heading', { level: 1, name: "This link doesn't work" })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/delivery'))).toHaveLength(1);
  });
});

describe('the recipient rates the driver', () => {
  beforeEach(resetStores);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('chooses stars by pointer and keyboard, validates, keeps the text on errors and thanks', async () => {
    const calls = mockFetch({
      'GET /auth/session': signedOut,
      [`GET /api/delivery/${TOKEN}`]: delivery({ status: 'Delivered' }),
      [`POST /api/delivery/${TOKEN}/feedback`]: [
        apiError(400, 'invalid_input', { comment: 'invalid' }),
        { status: 201, body: { parcelId: 12, driverId: 3, rating: 2, comment: 'Late, but careful' } },
      ],
    });
    const { user, router } = renderApp(`/confirm-delivery/feedback?token=${TOKEN}`);

    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label') ?? r.closest('label')!.textContent),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(stars()).toEqual([false, false, false, false, false]);

    // Nothing chosen: the rating is required and nothing is sent; focus goes to the stars.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription('Choose from 1 to 5 stars');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // A click fills the stars up to the choice.
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(stars()).toEqual([true, true, true, false, false]);
    expect(screen.getByText('OK')).toBeInTheDocument();

    // Arrow keys move the choice.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    expect(stars()).toEqual([true, true, true, true, false]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(stars()).toEqual([true, true, false, false, false]);
    expect(screen.getByText('Bad')).toBeInTheDocument();

    // The comment: a counter, at most 1000 characters.
    const comment = screen.getByRole('textbox', { name: 'Your feedback (optional)' });
    await user.click(comment);
    await user.paste('x'.repeat(1001));
    expect(screen.getByText('1001 / 1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Use at most 1000 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // The server's field code shows under the field; the text stays.
    await user.clear(comment);
    await user.type(comment, '  Late, but careful ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Remove special characters from the text')).toBeInTheDocument();
    // One message for one failure: the field says it, no toast repeats it.
    expect(screen.queryByText('Please check the highlighted fields.')).not.toBeInTheDocument();
    expect(comment).toHaveValue('  Late, but careful ');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thanks for the feedback!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirm-delivery/feedback-confirmation');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { rating: 2, comment: 'Late, but careful' },
      { rating: 2, comment: 'Late, but careful' },
    ]);
  });

  it('validates in Ukrainian and names the stars in Ukrainian', async () => {
    localStorage.setItem('i18nextLng', 'uk');
    await i18n.changeLanguage('uk');
    mockFetch({ 'GET /auth/session': signedOut, [`GET /api/delivery/${TOKEN}`]: delivery({ status: 'Delivered' }) });
    const { user } = renderApp(`/confirm-delivery/feedback?token=${TOKEN}`);

    expect(await screen.findByRole('radiogroup', { name: 'Ваша оцінка' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 зірка' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 зірки' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 зірок' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByText('Оберіть від 1 до 5 зірок')).toBeInTheDocument();
  });

  it('does not ask after a failed delivery, nor again once rated, nor before the delivery was answered', async () => {
    mockFetch({
      'GET /auth/session': signedOut,
      [`GET /api/delivery/${TOKEN}`]: [
        delivery({ status: 'Failed' }),
        delivery({ status: 'Delivered', feedbackGiven: true }),
        delivery(),
      ],
    });
    const failed = renderApp(`/confirm-delivery/feedback?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery reported as failed' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    failed.unmount();

    const { unmount } = renderApp(`/confirm-delivery/feedback?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: "You've already rated the driver" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    unmount();

    renderApp(`/confirm-delivery/feedback?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'First tell us whether the parcel arrived' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the delivery' })).toHaveAttribute(
      'href',
      `/confirm-delivery?token=${TOKEN}`,
    );
  });
});
