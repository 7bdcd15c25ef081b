import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, mockFetch, type Reply } from '@/testing/fetch-mock';
import { acceptedFixture, rideFixture } from '@/testing/parcel-fixtures';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { AcceptedParcel } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };

const delivered = (senderRated: boolean): AcceptedParcel =>
  acceptedFixture({
    status: 'Delivered',
    sender: { userId: 12, name: 'Iryna', surname: 'Bondar', phone: '+380671112233', email: 'iryna@example.com' },
    senderRated,
  });

/** open renders my Completed ride with one Delivered parcel whose sender I have not rated; rating answers in turn. */
async function open(rating: Reply[]) {
  let rated = false;
  const list = () => [delivered(rated)];
  const calls = mockFetch({
    'GET /auth/session': session,
    'GET /api/rides/3': () => ({
      status: 200,
      body: rideFixture({ status: 'Completed', usedCapacity: 1, acceptedParcelList: list() }),
    }),
    'GET /api/rides/3/accepted': () => ({ status: 200, body: list() }),
    'GET /api/rides/3/requests': { status: 200, body: { fromSenders: [], myRequests: [] } },
    'POST /api/parcels/50/rating': rating.map((reply) => () => {
      if (reply.status === 201) rated = true;
      return reply;
    }),
  });
  const view = renderApp('/ride/3');
  const accepted = await screen.findByRole('list', { name: 'Accepted parcels' });
  return { ...view, calls, accepted };
}

describe('the driver rates the sender of a delivered parcel', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('stars are required; a refusal keeps what was typed; once rated the parcel says so', async () => {
    const saved = { status: 201, body: { parcelId: 50, senderId: 12, rating: 4, comment: 'Packed well.' } };
    const { user, calls, accepted } = await open([apiError(500, 'internal'), saved]);
    expect(within(accepted).getByRole('link', { name: 'Iryna Bondar' })).toHaveAttribute('href', '/users/12');

    await user.click(within(accepted).getByRole('button', { name: 'Rate the sender' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate the sender' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(await within(dialog).findByText('Choose from 1 to 5 stars')).toBeInTheDocument();

    const stars = within(dialog).getByRole('radiogroup', { name: 'Your rating' });
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(within(stars).getByText('Good')).toBeInTheDocument();
    const comment = within(dialog).getByRole('textbox', { name: 'Your feedback (optional)' });
    await user.type(comment, 'Packed well.');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(comment).toHaveValue('Packed well.');
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();

    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Thank you! Your rating is saved')).toBeInTheDocument();
    expect(within(accepted).getByText('You rated the sender')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: 'Rate the sender' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ rating: 4, comment: 'Packed well.' });
  });

  it('already rated elsewhere: told in a toast, and the refreshed list shows it', async () => {
    const { user, accepted } = await open([apiError(409, 'already_rated')]);
    await user.click(within(accepted).getByRole('button', { name: 'Rate the sender' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate the sender' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You have already rated this sender.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
