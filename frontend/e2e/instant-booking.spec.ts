import { expect, test } from './fixtures';
import { placeId, seedParcel, seedRide, seedUser } from './helpers';

// docs/product.md §5 "Instant booking". Vinnytsia → Khmelnytskyi: no other scenario publishes there, so the
// searches find these rides alone.
test('a sender books an instant ride at once', async ({ page, playwright, baseURL }) => {
  const driverApi = await playwright.request.newContext({ baseURL });
  const [driver, sender] = await Promise.all([
    seedUser(driverApi, 'instant-driver', { about: { name: 'Mykola', surname: 'Bondar', wantsToDrive: true } }),
    seedUser(page.request, 'instant-sender', { about: { name: 'Daryna', surname: 'Koval' } }),
  ]);
  const [from, to] = await Promise.all(['Vinnytsia', 'Khmelnytskyi'].map((q) => placeId(page.request, q)));
  const route = { departureAddress: { placeId: from }, arrivalAddress: { placeId: to } };
  const rideId = await seedRide(driver, { ...route, instant: true });
  const parcelId = await seedParcel(sender, { shippingAddress: { placeId: from }, deliveryAddress: { placeId: to } });

  // The instant filter finds the ride; the card says "Instant".
  await page.goto(`/available-drivers?from=${from}&to=${to}&instant=true`);
  await expect(page.getByRole('checkbox', { name: 'Instant booking only' })).toBeChecked();
  const card = page.getByRole('article').filter({ hasText: 'Mykola B.' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Instant', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Request' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/accepted at once/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Booked: accepted at once')).toBeVisible();
  const parcel = await (await page.request.get(`/api/parcels/${parcelId}`)).json();
  expect(parcel).toMatchObject({ status: 'Accepted', rideId });

  await driverApi.dispose();
});

test('the driver turns instant booking off on the ride screen', async ({ page }) => {
  const driver = await seedUser(page.request, 'instant-off', { about: { name: 'Ostap', surname: 'Melnyk' } });
  const [from, to] = await Promise.all(['Vinnytsia', 'Khmelnytskyi'].map((q) => placeId(page.request, q)));
  const rideId = await seedRide(driver, {
    departureAddress: { placeId: from },
    arrivalAddress: { placeId: to },
    instant: true,
  });
  await page.goto(`/ride/${rideId}`);
  await expect(page.getByText('Instant', { exact: true })).toBeVisible();
  const toggle = page.getByRole('checkbox', { name: 'Instant booking' });
  await expect(toggle).toBeChecked();
  await toggle.click(); // the box follows the answer, not the click
  await expect(page.getByText('Instant booking is off')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Instant', { exact: true })).toHaveCount(0);
  const after = (await (await page.request.get(`/api/rides/${rideId}`)).json()) as { instant: boolean };
  expect(after.instant).toBe(false);
});
