import { expect, test } from './fixtures';
import { placeId, seedParcel, seedRide, seedUser } from './helpers';

// Issue 22, defect 1: a driver searching parcels without choosing a ride is offered "Approve", not a second
// request, on a parcel whose sender already asked one of the driver's rides. Chernihiv → Poltava: no other
// scenario publishes there, so the search finds this parcel alone.
test('a parcel whose sender asked my ride offers Approve in a search without a ride chosen', async ({
  page,
  playwright,
  baseURL,
}) => {
  const senderApi = await playwright.request.newContext({ baseURL });
  const [driver, sender] = await Promise.all([
    seedUser(page.request, 'approve-list-driver', {
      about: { name: 'Bohdan', surname: 'Lysenko', wantsToDrive: true },
    }),
    seedUser(senderApi, 'approve-list-sender', { about: { name: 'Iryna', surname: 'Savchuk' } }),
  ]);
  const [from, to] = await Promise.all(['Chernihiv', 'Poltava'].map((q) => placeId(page.request, q)));
  const rideId = await seedRide(driver, { departureAddress: { placeId: from }, arrivalAddress: { placeId: to } });
  const parcelId = await seedParcel(sender, { shippingAddress: { placeId: from }, deliveryAddress: { placeId: to } });
  await sender.post(`/api/rides/${rideId}/requests`, { parcelId, cost: 150 }, 201);
  await senderApi.dispose();

  await page.goto('/available-parcels');
  for (const [label, typed, city] of [
    ['From', 'Chernih', 'Chernihiv'],
    ['To', 'Poltav', 'Poltava'],
  ] as const) {
    const box = page.getByRole('combobox', { name: label, exact: true });
    await box.pressSequentially(typed);
    await expect(page.getByRole('option').first()).toContainText(city);
    await box.press('ArrowDown');
    await box.press('Enter');
  }
  const card = page.getByRole('article').filter({ hasText: 'Iryna S.' });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Request' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/parcels/${parcelId}`)).json()) as { status: string }).status,
    )
    .toBe('Accepted');
});
