import { expect, test } from './fixtures';
import { json, placeId, seedParcel, seedRide, seedUser } from './helpers';

// docs/product.md §2 "Trust signals": from 3 trips on, a card tells how many the member cancelled, and a
// search's card says it in short. Ternopil → Chortkiv: no other scenario publishes there.
test("a sender's cancellation shows on their card and, in short, in the parcels' search", async ({
  page,
  playwright,
  baseURL,
}) => {
  const senderApi = await playwright.request.newContext({ baseURL });
  const [driver, sender] = await Promise.all([
    seedUser(page.request, 'cancels-driver', { about: { name: 'Vasyl', surname: 'Stus' } }),
    seedUser(senderApi, 'cancels-sender', { about: { name: 'Kateryna', surname: 'Bilokur' } }),
  ]);
  const [from, to] = await Promise.all(['Ternopil', 'Chortkiv'].map((q) => placeId(page.request, q)));
  const route = { shippingAddress: { placeId: from }, deliveryAddress: { placeId: to } };
  const rideId = await seedRide(driver, {
    departureAddress: { placeId: from },
    arrivalAddress: { placeId: to },
    instant: true,
  });
  // Three parcels taken on at once (instant booking), one cancelled by its sender.
  const parcels = await Promise.all([seedParcel(sender, route), seedParcel(sender, route), seedParcel(sender, route)]);
  for (const parcelId of parcels) await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
  await sender.post(`/api/parcels/${parcels[0]}/cancel`);
  await seedParcel(sender, route); // a New one, on offer in the search

  const { userId } = await json<{ userId: number }>(await senderApi.get('/api/profile'));
  await page.goto(`/users/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kateryna B.' })).toBeVisible();
  const figure = page.getByRole('term').filter({ hasText: 'Cancellations' }).locator('xpath=following-sibling::dd');
  await expect(figure).toHaveText('Cancelled 1 of 3 trips in 90 days');

  await page.goto(`/available-parcels?from=${from}&to=${to}`);
  const card = page.getByRole('article').filter({ hasText: 'Kateryna B.' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/cancelled 1 of 3/)).toBeVisible();
  await senderApi.dispose();
});
