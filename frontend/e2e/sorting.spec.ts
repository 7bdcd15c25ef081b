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
    ['Ostapko', 30],
    ['Romanko', 40],
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
  // Other scenarios' Kyiv → Lviv rides pass Dubno and Brody too, further off: these two come first, at no detour.
  const cards = page.getByRole('region', { name: 'Matching rides' }).getByRole('article');
  await expect(cards.filter({ hasText: /Ostapko|Romanko/ })).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Romanko' })).toContainText("₴25 · the driver's offer");
  await expect(cards.filter({ hasText: 'Ostapko' })).toContainText(/About ₴\d+ · suggested for your parcel/);
  await expect(cards.first()).toContainText('Ostapko'); // nearest, then soonest

  await page.getByLabel('Sort by').selectOption({ label: 'Price: lowest first' });
  await expect(cards.first()).toContainText('Romanko');
});

test('on a laptop the search is one line over the results, with the order beside them and the hovered result on a map', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const senderApi = await playwright.request.newContext({ baseURL });
  const sender = await seedUser(senderApi, 'wide-sender', { about: { name: 'Yaryna', surname: 'Wide' } });
  const [dubno, brody, lviv] = [
    await placeId(senderApi, 'Dubno'),
    await placeId(senderApi, 'Brody'),
    await placeId(senderApi, 'Lviv'),
  ];
  for (const to of [brody, lviv])
    await seedParcel(sender, { cost: 400, shippingAddress: { placeId: dubno }, deliveryAddress: { placeId: to } });
  await senderApi.dispose();
  await seedUser(page.request, 'wide-driver', { about: { name: 'Marko', surname: 'Wide' } });

  await page.goto(`/available-parcels?from=${dubno}`);
  const box = async (name: string) => (await page.locator(name).boundingBox())!;
  const hers = page
    .getByRole('region', { name: 'Matching parcels' })
    .getByRole('article')
    .filter({ hasText: 'Yaryna' });
  await expect(hers).toHaveCount(2);
  const map = page.getByRole('complementary', { name: 'Map of the result' });
  await expect(map).toBeVisible();
  // From, To, Date and Find on one line; the order, the list and the map side by side under it.
  const [from, date, find] = [
    await page.getByRole('combobox', { name: 'From' }).boundingBox(),
    await page.getByRole('textbox', { name: 'Date' }).boundingBox(),
    await page.getByRole('button', { name: 'Find' }).boundingBox(),
  ];
  expect(Math.abs(from!.y - date!.y)).toBeLessThan(4);
  expect(find!.x).toBeGreaterThan(date!.x);
  const [sort, list, pane] = [
    await box('.search-layout__side'),
    await box('.search-layout__list'),
    await map.boundingBox(),
  ];
  expect(sort.x + sort.width).toBeLessThanOrEqual(list.x);
  expect(list.x + list.width).toBeLessThanOrEqual(pane!.x);
  expect(list.y).toBeLessThan(420); // the first result well above the fold
  // The map draws the result under the pointer; each card's own Map button gives way to it.
  await hers.filter({ hasText: 'Lviv' }).hover();
  await expect(map.getByRole('img')).toHaveAccessibleName(/Dubno → Lviv/);
  await hers.filter({ hasText: 'Brody' }).hover();
  await expect(map.getByRole('img')).toHaveAccessibleName(/Dubno → Brody/);
  await expect(hers.first().getByRole('button', { name: /map/i })).toBeHidden();

  // On a phone the map stays behind each card's Map button.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(map).toBeHidden();
  await expect(hers.first().getByRole('button', { name: /map/i })).toBeVisible();
});
