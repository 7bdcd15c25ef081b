import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { placeId, seedParcel, seedRide, seedUser } from './helpers';

/** watchMapChunk tells whether the page has fetched the map's own chunk (drawing, map library, outlines). */
function watchMapChunk(page: Page) {
  const fetched: string[] = [];
  page.on('request', (r) => {
    // route-map-<hash>.js; the small route-map-lazy and route-map-toggle chunks are not the map.
    if (/\/assets\/route-map-[\w-]{8}\.js$/.test(new URL(r.url()).pathname)) fetched.push(r.url());
  });
  return () => fetched.length > 0;
}

test('a sender sees the ride’s line with their parcel’s pickup, drop-off and detour; Home never loads the map', async ({
  page,
  browser,
  baseURL,
}) => {
  const driverContext = await browser.newContext({ baseURL });
  try {
    const driverPage = await driverContext.newPage();
    const [driver, sender] = await Promise.all([
      seedUser(driverPage.request, 'map-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
      seedUser(page.request, 'map-sender', { about: { name: 'Iryna', surname: 'Bondar' } }),
    ]);
    // Kyiv → Lviv takes Zhytomyr → Rivne with a detour of 22 km (docs/product.md §5 Matching).
    const [rideId, parcelId] = await Promise.all([seedRide(driver), seedParcel(sender)]);
    const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
    await driver.post(`/api/requests/${requestId}/approve`);

    const mapLoaded = watchMapChunk(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Zhytomyr/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(mapLoaded(), 'Home fetched the map').toBe(false);

    await page
      .getByRole('link', { name: /Zhytomyr/ })
      .first()
      .click();
    const route = page.getByRole('region', { name: 'Route' });
    // The words say when the ride passes each, estimated from its departure.
    const text = /^Kyiv → Lviv, 468 km; pickup Zhytomyr about \d\d:\d\d, drop-off Rivne about \d\d:\d\d, \+22 km$/;
    const map = route.getByRole('img', { name: text });
    await expect(map).toBeVisible();
    // The drawing itself is there (the box that waits for it is named the same), with the detour dashed off the line.
    await expect(map.locator('path.route-map__detour')).toHaveCount(1);
    await expect(map.getByText('Rivne')).toBeVisible();
    await expect(route.getByText(text)).toBeVisible();
    expect(mapLoaded()).toBe(true);

    // The driver's ride draws the same parcel on its line.
    await driverPage.goto(`/ride/${rideId}`);
    await expect(driverPage.getByRole('img', { name: text })).toBeVisible();
  } finally {
    await driverContext.close();
  }
});

test('a result in the available list opens its map: the ride’s line with my parcel on it', async ({
  page,
  request,
}) => {
  // Cherkasy → Khmelnytskyi: a route no other scenario searches.
  const [driver, sender] = await Promise.all([
    seedUser(request, 'map-list-driver', { about: { name: 'Taras', surname: 'Koval' } }),
    seedUser(page.request, 'map-list-sender', { about: { name: 'Olha', surname: 'Marchuk' } }),
  ]);
  const [cherkasy, khmelnytskyi] = await Promise.all([placeId(request, 'Cherkasy'), placeId(request, 'Khmelnytskyi')]);
  await seedRide(driver, { departureAddress: { placeId: cherkasy }, arrivalAddress: { placeId: khmelnytskyi } });
  const parcelId = await seedParcel(sender, {
    shippingAddress: { placeId: cherkasy },
    deliveryAddress: { placeId: khmelnytskyi },
  });

  const mapLoaded = watchMapChunk(page);
  await page.goto(`/available-drivers?parcelId=${parcelId}`);
  const card = page.getByRole('article', { name: 'Taras K.' }).first();
  const toggle = card.getByRole('button', { name: 'Map' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(mapLoaded(), 'the list fetched the map before it was asked for').toBe(false);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(
    card.getByRole('img', {
      name: /^Cherkasy → Khmelnytskyi, \d+ km; pickup Cherkasy about \d\d:\d\d, drop-off Khmelnytskyi about \d\d:\d\d, \+0 km$/,
    }),
  ).toBeVisible();
  expect(mapLoaded()).toBe(true);

  await toggle.click();
  await expect(card.getByRole('img', { name: /^Cherkasy →/ })).toHaveCount(0);
});

test('the signed-out entry screens do not load the map', async ({ page }) => {
  const mapLoaded = watchMapChunk(page);
  await page.goto('/');
  await expect(page.getByRole('search', { name: 'Search rides and parcels' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mapLoaded()).toBe(false);
});
