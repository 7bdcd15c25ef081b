import { expect, test } from './fixtures';
import { addVehicleViaApi, placeId, seedParcel, seedPickedUp, seedRide, seedUser } from './helpers';

// Korosten → Ovruch: no other scenario publishes there. Names are unique so that the cards can be told apart.
const uniqueName = (first: string) =>
  first + Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
// The sidebar's group of filters, and the phone's button that opens it (not "Search filters", "Clear filters").
const GROUP = { name: 'Filters', exact: true } as const;
const TOGGLE = { name: /^Filters/ } as const;

test('on a laptop a driver narrows the parcels by size and the sender’s rating in the sidebar; the address keeps them, and Clear filters drops them', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const [ratedApi, unratedApi, carrierApi] = await Promise.all(
    [0, 1, 2].map(() => playwright.request.newContext({ baseURL })),
  );
  const [ratedName, unratedName] = [uniqueName('Solomiia'), uniqueName('Bohuslav')];
  const [rated, unrated, carrier] = await Promise.all([
    seedUser(ratedApi, 'filters-rated', { about: { name: ratedName, surname: 'Filter' } }),
    seedUser(unratedApi, 'filters-unrated', { about: { name: unratedName, surname: 'Filter' } }),
    seedUser(carrierApi, 'filters-carrier', { about: { name: 'Oleh', surname: 'Carrier' } }),
  ]);
  // A driver carried a parcel of Solomiia's before and rated her as a sender: 5 stars.
  const { parcelId: carried, pin } = await seedPickedUp(carrier, rated);
  await carrier.post(`/api/parcels/${carried}/handover`, { pin });
  await carrier.post(`/api/parcels/${carried}/rating`, { rating: 5 }, 201);
  const [korosten, ovruch] = [await placeId(ratedApi, 'Korosten'), await placeId(ratedApi, 'Ovruch')];
  const route = { shippingAddress: { placeId: korosten }, deliveryAddress: { placeId: ovruch } };
  await seedParcel(rated, { ...route, size: 'S', cost: 210 });
  await seedParcel(unrated, { ...route, size: 'S', cost: 150 });
  await seedParcel(unrated, { ...route, size: 'L', cost: 480 });
  await Promise.all([ratedApi, unratedApi, carrierApi].map((api) => api.dispose()));
  await seedUser(page.request, 'filters-driver', { about: { name: 'Marta', surname: 'Driver' } });

  await page.goto(`/available-parcels?from=${korosten}&to=${ovruch}`);
  const cards = page
    .getByRole('region', { name: 'Matching parcels' })
    .getByRole('article')
    .filter({ hasText: new RegExp(`${ratedName}|${unratedName}`) });
  const prices = () => cards.locator('.item-card__price').allTextContents();
  await expect(cards).toHaveCount(3);
  // The sidebar shows the filters open under the order: no "Filters" button to open them.
  const filters = page.getByRole('group', GROUP);
  await expect(filters).toBeVisible();
  await expect(page.getByRole('button', TOGGLE)).toBeHidden();
  const side = (await page.locator('.search-layout__side').boundingBox())!;
  const list = (await page.locator('.search-layout__list').boundingBox())!;
  expect(side.x + side.width).toBeLessThanOrEqual(list.x);
  const sort = (await page.getByLabel('Sort by').boundingBox())!;
  expect((await filters.getByLabel('Parcel size').boundingBox())!.y).toBeGreaterThan(sort.y);

  await filters.getByLabel('Parcel size').selectOption({ label: 'Up to M' });
  await expect(cards).toHaveCount(2);
  await expect(page).toHaveURL(/size=M/);
  await expect.poll(prices).toEqual(expect.arrayContaining(['₴210', '₴150']));

  await filters.getByLabel("Sender's rating").selectOption({ label: '4.0 ★ and up' });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(ratedName);
  await expect(page).toHaveURL(/minRating=4/);
  await expect(filters).toContainText('active: 2');

  // The address keeps them: a reload (or a shared link) shows the same narrowed list.
  await page.reload();
  await expect(filters.getByLabel('Parcel size')).toHaveValue('M');
  await expect(filters.getByLabel("Sender's rating")).toHaveValue('4');
  await expect(cards).toHaveCount(1);

  // The order applies to what passes them, and changing it keeps them.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: highest first' });
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/minRating=4/);
  await expect(cards).toHaveCount(1);

  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(3);
  await expect.poll(prices).toEqual(['₴480', '₴210', '₴150']);
  await expect(page).not.toHaveURL(/size=|minRating=/);
  await expect(page).toHaveURL(new RegExp(`from=${korosten}.*sort=price`));
  await expect(filters.getByLabel('Parcel size')).toHaveValue('');
  await expect(filters.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
});

test('on a phone a sender opens the filters behind a Filters button, narrows the rides by vehicle and the driver’s rating, and clears them from the empty result', async ({
  page,
  playwright,
  baseURL,
}) => {
  const [bikerName, driverName] = [uniqueName('Yurko'), uniqueName('Stepan')];
  const [korosten, ovruch] = [await placeId(page.request, 'Korosten'), await placeId(page.request, 'Ovruch')];
  for (const [name, vehicle] of [
    [bikerName, { vehicleType: 'bicycle' }],
    [driverName, { vehicleType: 'car', modelType: 'sedan', modelName: 'Skoda Fabia', idNumber: 'AA 4321 KO' }],
  ] as const) {
    const api = await playwright.request.newContext({ baseURL });
    const user = await seedUser(api, 'filters-ride', { about: { name, surname: 'Rider' } });
    const { VehicleId } = await addVehicleViaApi(api, user.token, vehicle);
    await seedRide(user, {
      vehicleId: VehicleId,
      departureAddress: { placeId: korosten },
      arrivalAddress: { placeId: ovruch },
    });
    await api.dispose();
  }
  await seedUser(page.request, 'filters-sender', { about: { name: 'Nadia', surname: 'Sender' } });

  await page.goto(`/available-drivers?from=${korosten}&to=${ovruch}`);
  const cards = page
    .getByRole('region', { name: 'Matching rides' })
    .getByRole('article')
    .filter({ hasText: new RegExp(`${bikerName}|${driverName}`) });
  await expect(cards).toHaveCount(2);

  // Closed at first: the button beside the order, the list right under them.
  const toggle = page.getByRole('button', TOGGLE);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', GROUP)).toBeHidden();
  const [button, sort] = [(await toggle.boundingBox())!, (await page.getByLabel('Sort by').boundingBox())!];
  expect(Math.abs(button.y + button.height / 2 - (sort.y + sort.height / 2))).toBeLessThan(4);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const filters = page.getByRole('group', GROUP);
  await filters.getByLabel('Vehicle').selectOption({ label: 'Bicycle' });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(bikerName);
  await expect(page).toHaveURL(/vehicle=bicycle/);
  await expect(toggle).toContainText('1');
  await expect(toggle).toHaveAccessibleName('Filters, active: 1');

  // Neither driver is rated yet: a rating asked for leaves nothing, and the empty result says why.
  await filters.getByLabel("Driver's rating").selectOption({ label: '3.0 ★ and up' });
  await expect(cards).toHaveCount(0);
  const empty = page.locator('.empty-state');
  await expect(empty).toContainText('Nothing passes your filters');
  await expect(page).toHaveURL(/minRating=3/);

  // A reload keeps them, the disclosure closed again, its count still shown.
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAccessibleName('Filters, active: 2');
  await expect(empty).toContainText('Nothing passes your filters');

  await empty.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page).not.toHaveURL(/vehicle=|minRating=/);
  await expect(page).toHaveURL(new RegExp(`from=${korosten}&to=${ovruch}`));
  await expect(toggle).toHaveAccessibleName('Filters');
});
