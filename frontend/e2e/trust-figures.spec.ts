import { expect, test } from './fixtures';
import { json, placeId, recipientLink, seedParcel, seedPickedUp, seedRide, seedUser } from './helpers';

test('a card shows the trust figures after a delivery, and the list of drivers in short', async ({
  page,
  playwright,
  baseURL,
}) => {
  const driverApi = await playwright.request.newContext({ baseURL });
  try {
    const [sender, driver] = await Promise.all([
      seedUser(page.request, 'trust-sender', { about: { name: 'Sofiia', surname: 'Melnyk' } }),
      seedUser(driverApi, 'trust-driver', { about: { name: 'Taras', surname: 'Trustworthy' } }),
    ]);
    const { rideId, parcelId } = await seedPickedUp(driver, sender);
    // Two more asks the driver declines: with the approved one, three answered requests.
    for (const other of await Promise.all([seedParcel(sender), seedParcel(sender)])) {
      const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId: other }, 201);
      await driver.post(`/api/requests/${requestId}/decline`);
    }
    // The recipient, signed out, confirms the delivery.
    const { token } = await recipientLink(sender, parcelId);
    const recipient = await playwright.request.newContext({ baseURL });
    const confirmed = await recipient.post(`/api/delivery/${encodeURIComponent(token)}/confirm`, {
      data: { delivered: true },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await recipient.dispose();

    const { userId: driverId } = await json<{ userId: number }>(await driverApi.get('/api/profile'));
    await page.goto(`/users/${driverId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Taras T.' })).toBeVisible();
    const figure = (label: string) =>
      page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
    await expect(figure('Parcels delivered as a driver')).toHaveText('1');
    await expect(figure('Parcels sent')).toHaveText('0');
    await expect(figure('Requests')).toHaveText('Answers 100% of requests, usually within an hour');
    await expect(figure('Member since')).toHaveText(/^\w+ \d{4}$/);

    // The sender's own card counts the delivered parcel as sent.
    const { userId: senderId } = await json<{ userId: number }>(await page.request.get('/api/profile'));
    await page.goto(`/users/${senderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sofiia M.' })).toBeVisible();
    await expect(figure('Parcels sent')).toHaveText('1');
    await expect(figure('Parcels delivered as a driver')).toHaveText('0');

    // Looking for a driver for a new parcel, the driver's card says it in short. Both go Kovel → Lutsk, where
    // no other scenario publishes, so that the card is on the list's first page.
    const [lutsk, kovel] = await Promise.all([placeId(page.request, 'Lutsk'), placeId(page.request, 'Kovel')]);
    await seedRide(driver, { departureAddress: { placeId: kovel }, arrivalAddress: { placeId: lutsk } });
    const fresh = await seedParcel(sender, {
      shippingAddress: { placeId: kovel },
      deliveryAddress: { placeId: lutsk },
    });
    await page.goto(`/available-drivers?parcelId=${fresh}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Taras T.' }) });
    await expect(card.getByText('1 delivery · answers within an hour')).toBeVisible();
  } finally {
    await driverApi.dispose();
  }
});
