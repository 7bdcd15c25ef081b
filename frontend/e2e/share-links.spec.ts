import { expect, test } from './fixtures';
import { placeId, seedRide, seedUser } from './helpers';

// docs/product.md §6 shared links. Poltava → Kremenchuk: no other scenario publishes there.
test('a driver copies the ride link; a signed-out visitor opens it and is led to request', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const driver = await seedUser(page.request, 'share-driver', { about: { name: 'Hanna', surname: 'Sheremet' } });
  const [from, to] = await Promise.all(['Poltava', 'Kremenchuk'].map((q) => placeId(page.request, q)));
  const rideId = await seedRide(driver, { departureAddress: { placeId: from }, arrivalAddress: { placeId: to } });

  await page.goto(`/ride/${rideId}`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/share/ride/${rideId}`);

  // What a chat app reads: the preview's tags and image.
  const html = await (await page.request.get(link)).text();
  expect(html).toContain('<meta property="og:title" content="Poltava → Kremenchuk · ');
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/share/ride/${rideId}.png">`);
  const image = await page.request.get(`${link}.png`);
  expect(image.headers()['content-type']).toBe('image/png');

  // The driver, opening their own link, sees it as others do and is led back to the ride, not to request it.
  await page.goto(`/share/ride/${rideId}`);
  await expect(page.getByText('This is your ride')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open your ride' }).click();
  await expect(page).toHaveURL(new RegExp(`/ride/${rideId}$`));

  // A visitor, signed out, sees what a stranger may and is led to the search of that route.
  const visitor = await browser.newContext({ baseURL });
  const stranger = await visitor.newPage();
  await stranger.goto(`/share/ride/${rideId}`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Poltava → Kremenchuk' })).toBeVisible();
  await expect(stranger.getByText('Hanna S.')).toBeVisible();
  await stranger.getByRole('link', { name: 'Request' }).click();
  await expect(stranger).toHaveURL(new RegExp(`/available-drivers\\?from=${from}&to=${to}&date=`));
  await expect(stranger.getByRole('article').filter({ hasText: 'Hanna S.' })).toHaveCount(1);

  // Cancelled, the link says so instead of a dead end.
  await driver.post(`/api/rides/${rideId}/cancel`);
  await stranger.goto(`/share/ride/${rideId}`);
  await expect(stranger.getByRole('heading', { name: 'This ride is no longer on offer' })).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'Find other rides' })).toBeVisible();
  await visitor.close();
});
