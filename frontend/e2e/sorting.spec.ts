import { expect, test } from './fixtures';
import { placeId, seedParcel, seedRide, seedUser, localDay } from './helpers';

// Dubno → Brody: no other scenario publishes there.

test('a driver sorts parcels by price and date, the order stays in the address, and Find moves the focus to the results', async ({
  page,
  playwright,
  baseURL,
}) => {
  const senderApi = await playwright.request.newContext({ baseURL });
  const sender = await seedUser(senderApi, 'sort-sender', { about: { name: 'Orysia', surname: 'Sort' } });
  const [dubno, brody] = [await placeId(senderApi, 'Dubno'), await placeId(senderApi, 'Brody')];
  for (const [cost, days] of [
    [120, 3],
    [310, 2],
    [205, 1],
  ])
    await seedParcel(sender, {
      cost,
      shippingDate: localDay(days),
      shippingAddress: { placeId: dubno },
      deliveryAddress: { placeId: brody },
    });
  await senderApi.dispose();
  await seedUser(page.request, 'sort-driver', { about: { name: 'Taras', surname: 'Sort' } });

  await page.goto(`/available-parcels?from=${dubno}&to=${brody}`);
  const results = page.getByRole('region', { name: 'Matching parcels' });
  // Orysia's three (the other scenario's parcel may be listed too).
  const hers = results.getByRole('article').filter({ hasText: 'Orysia' });
  const prices = () => hers.locator('.item-card__price').allTextContents();
  await expect(hers).toHaveCount(3);

  await page.getByLabel('Sort by').selectOption({ label: 'Price: highest first' });
  await expect.poll(prices).toEqual(['₴310', '₴205', '₴120']);
  await expect(page).toHaveURL(/sort=price/);
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price');
  await expect.poll(prices).toEqual(['₴310', '₴205', '₴120']);

  await page.getByLabel('Sort by').selectOption({ label: 'Soonest' });
  await expect.poll(prices).toEqual(['₴205', '₴310', '₴120']);

  // Find (Enter in a field works as well) applies the search and takes the focus to what it found.
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(results).toBeFocused();
});

test('a sender sees on each ride what it would cost, the driver’s offer first when sorted by price', async ({
  page,
  playwright,
  baseURL,
}) => {
  const sender = await seedUser(page.request, 'sort-ride-sender', { about: { name: 'Halyna', surname: 'Sort' } });
  const [dubno, brody] = [await placeId(page.request, 'Dubno'), await placeId(page.request, 'Brody')];
  const parcel = await seedParcel(sender, {
    shippingDate: localDay(1),
    deliveryDate: localDay(4),
    shippingAddress: { placeId: dubno },
    deliveryAddress: { placeId: brody },
  });
  const ride = (hours: number) => ({
    departureAddress: { placeId: dubno },
    arrivalAddress: { placeId: brody },
    departureDate: new Date(Date.now() + hours * 3_600_000).toISOString(),
  });
  const drivers = [];
  for (const [name, hours] of [
    ['Ostap', 30],
    ['Roman', 40],
  ] as const) {
    const api = await playwright.request.newContext({ baseURL });
    const driver = await seedUser(api, 'sort-ride-driver', { about: { name, surname: 'Sort' } });
    drivers.push({ driver, api, rideId: await seedRide(driver, ride(hours)) });
  }
  // The later ride's driver offers to carry the parcel for ₴25.
  const [, offering] = drivers;
  await offering.driver.post(`/api/parcels/${parcel}/requests`, { rideId: offering.rideId, cost: 25 }, 201);
  for (const d of drivers) await d.api.dispose();

  await page.goto(`/available-drivers?parcelId=${parcel}`);
  const cards = page.getByRole('region', { name: 'Matching rides' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Roman' })).toContainText("₴25 · the driver's offer");
  await expect(cards.filter({ hasText: 'Ostap' })).toContainText(/About ₴\d+ · suggested for your parcel/);
  await expect(cards.first()).toContainText('Ostap'); // nearest, then soonest

  await page.getByLabel('Sort by').selectOption({ label: 'Price: lowest first' });
  await expect(cards.first()).toContainText('Roman');
});
