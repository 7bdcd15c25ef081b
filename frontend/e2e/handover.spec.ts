import { expect, test } from './fixtures';
import {
  json,
  localDateTime,
  RIVNE,
  seedParcel,
  seedPickedUp,
  seedRide,
  seedUser,
  spokenPin,
  uniqueEmail,
  wrongPin,
} from './helpers';

test('the sender sees the handover PIN; the driver enters a wrong one, then the right one, and it is delivered', async ({
  page,
  browser,
  baseURL,
}) => {
  const senderContext = await browser.newContext({ baseURL });
  try {
    const senderPage = await senderContext.newPage();
    const [driver, sender] = await Promise.all([
      seedUser(page.request, 'pin-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
      seedUser(senderPage.request, 'pin-sender', { about: { name: 'Iryna', surname: 'Bondar' } }),
    ]);
    const { rideId, parcelId, pin } = await seedPickedUp(driver, sender);

    // The sender's parcel leads with the PIN, read out digit by digit.
    await senderPage.goto(`/parcel/${parcelId}`);
    const step = senderPage.getByRole('region', {
      name: `In transit: the recipient tells the driver PIN ${spokenPin(pin)} at handover`,
    });
    await expect(step).toBeVisible();
    await expect(step.locator('.handover-pin')).toHaveText(pin);

    // The driver enters a wrong PIN: told in the dialog, what was typed stays.
    await page.goto(`/ride/${rideId}`);
    const accepted = page.getByRole('list', { name: 'Accepted parcels' });
    await accepted.getByRole('button', { name: 'Enter handover PIN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter handover PIN' });
    const input = dialog.getByRole('textbox', { name: 'Handover PIN' });
    await expect(input).toBeFocused();
    await input.fill(wrongPin(pin));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Wrong PIN. Check it with the recipient and try again. 4 tries left.',
    );
    await expect(input).toHaveValue(wrongPin(pin));

    // The right one delivers it.
    await input.fill(pin);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Delivered' })).toBeVisible();
    await expect(accepted.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(accepted.getByRole('button', { name: 'Enter handover PIN' })).toHaveCount(0);

    // The sender's parcel is Delivered, and the PIN is gone.
    await senderPage.reload();
    await expect(senderPage.getByRole('region', { name: 'Delivered' })).toBeVisible();
    await expect(senderPage.locator('.handover-pin')).toHaveCount(0);
  } finally {
    await senderContext.close();
  }
});

test('once the parcel is picked up, the sender is told about its delivery instead of the handover', async ({
  page,
  playwright,
  baseURL,
}) => {
  const driverApi = await playwright.request.newContext({ baseURL });
  const [driver, sender] = await Promise.all([
    seedUser(driverApi, 'delivery-card-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
    seedUser(page.request, 'delivery-card-sender', { about: { name: 'Iryna', surname: 'Bondar' } }),
  ]);
  // Kyiv → Lviv at 09:00 passes Rivne, 304 km on, about 13:20: sooner than its arrival in Lviv.
  const arrival = new Date(localDateTime(3, '17:45'));
  const [rideId, parcelId] = await Promise.all([
    seedRide(driver, {
      departureDate: new Date(localDateTime(2, '09:00')).toISOString(),
      arrivalDate: arrival.toISOString(),
    }),
    seedParcel(sender, {
      deliveryAddress: { placeId: RIVNE, street: 'Soborna St 12' },
      recipient: { name: 'Ivan', lastName: 'Franko', emailAddress: uniqueEmail('recipient') },
    }),
  ]);
  const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
  await driver.post(`/api/requests/${requestId}/approve`);

  // Accepted: how to hand it over.
  await page.goto(`/parcel/${parcelId}`);
  await expect(page.getByRole('region', { name: 'Handover to the driver' })).toContainText('When');

  await driver.post(`/api/parcels/${parcelId}/pickup`);
  await driverApi.dispose();
  await page.reload();
  await expect(page.getByText('In transit', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Handover to the driver' })).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Delivery to the recipient' });
  const { handoverPin } = await json<{ handoverPin: string }>(await page.request.get(`/api/parcels/${parcelId}`));
  await expect(card.getByRole('term')).toHaveText(['To', 'Where', 'Expected arrival', 'Handover PIN', 'Driver']);
  await expect(card).toContainText('Ivan Franko');
  await expect(card).toContainText('Soborna St 12, Rivne');
  await expect(card).toContainText('about 13:20');
  await expect(card).toContainText('Estimated along the ride');
  await expect(card).toContainText(handoverPin);
  await expect(card).toContainText('Oleh Shevchenko');
  await expect(card.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+380/);
});
