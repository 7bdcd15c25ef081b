import { expect, test } from './fixtures';
import { seedParcel, seedPickedUp, seedRide, seedUser } from './helpers';

// The defects a tester found in the flows (issue "flow defects"), each told as the user meets it.

test('a parcel with a pending request waits for that driver, and an offer is to approve or decline', async ({
  page,
  playwright,
  baseURL,
}) => {
  const sender = await seedUser(page.request, 'defects-sender', { about: { name: 'Iryna', surname: 'Bondar' } });
  const driverApi = await playwright.request.newContext({ baseURL });
  const driver = await seedUser(driverApi, 'defects-driver', { about: { name: 'Olena', surname: 'Koval' } });
  const rideId = await seedRide(driver);
  const [asked, offered] = await Promise.all([seedParcel(sender), seedParcel(sender)]);
  await sender.post(`/api/rides/${rideId}/requests`, { parcelId: asked }, 201);
  await driver.post(`/api/parcels/${offered}/requests`, { rideId }, 201);
  await driverApi.dispose();

  await page.goto(`/parcel/${asked}`);
  const waiting = page.getByRole('region', { name: 'Waiting for Olena K.' });
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('region', { name: 'Find a driver' })).toHaveCount(0);
  // Asking others meanwhile stays possible.
  await expect(waiting.getByRole('link', { name: 'Find driver' })).toBeVisible();

  await page.goto(`/parcel/${offered}`);
  const offer = page.getByRole('region', { name: 'Approve or decline the offer from Olena K.' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'See the offer' }).click();
  const requests = page.getByRole('region', { name: 'Requests', exact: true });
  await expect(requests).toBeFocused();
  await expect(requests.getByRole('button', { name: 'Approve' })).toBeInViewport();
});

test('(uk) the ride’s next step takes the driver to the requests, and a parcel on its way comes first', async ({
  page,
  playwright,
  baseURL,
}) => {
  const driver = await seedUser(page.request, 'defects-driver', {
    about: { name: 'Oleh', surname: 'Koval' },
    language: 'uk',
  });
  const sendersApi = await playwright.request.newContext({ baseURL });
  const sender = await seedUser(sendersApi, 'defects-sender', { about: { name: 'Iryna', surname: 'Bondar' } });
  const rideId = await seedRide(driver);
  const parcels = await Promise.all([seedParcel(sender), seedParcel(sender)]);
  for (const parcelId of parcels) await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);

  await page.goto(`/ride/${rideId}`);
  const step = page.getByRole('region', { name: 'Схваліть або відхиліть 2 запити' });
  await expect(step).toBeVisible();
  await expect(step.getByRole('button').first()).toHaveText('До запитів');
  // The switcher was left on "My requests": the button shows the ones to answer.
  await page.getByRole('tab', { name: 'Мої запити' }).click();
  await step.getByRole('button', { name: 'До запитів' }).click();
  const requests = page.getByRole('region', { name: 'Запити', exact: true });
  await expect(requests).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Від відправників' })).toHaveAttribute('aria-selected', 'true');
  await expect(requests.getByRole('button', { name: 'Схвалити' }).first()).toBeInViewport();

  // A parcel of another sender on its way: the step is about delivering it, though requests still wait.
  const carrying = await seedPickedUp(driver, sender);
  const third = await seedParcel(sender);
  await sender.post(`/api/rides/${carrying.rideId}/requests`, { parcelId: third }, 201);
  await page.goto(`/ride/${carrying.rideId}`);
  const deliver = page.getByRole('region', { name: 'Доставте 1 посилку' });
  await expect(deliver).toBeVisible();
  await expect(page.getByRole('region', { name: /Схваліть або відхиліть/ })).toHaveCount(0);
  await deliver.getByRole('button', { name: 'До посилок' }).click();
  await expect(page.getByRole('region', { name: 'Прийняті посилки' })).toBeFocused();
  await sendersApi.dispose();
});

test('the profile shows the ratings as driver and as sender, read the one way ratings read everywhere', async ({
  page,
  playwright,
  baseURL,
}) => {
  const sender = await seedUser(page.request, 'defects-rated', { about: { name: 'Iryna', surname: 'Bondar' } });
  const driverApi = await playwright.request.newContext({ baseURL });
  const driver = await seedUser(driverApi, 'defects-driver', { about: { name: 'Olena', surname: 'Koval' } });
  const { parcelId, pin } = await seedPickedUp(driver, sender);
  await driver.post(`/api/parcels/${parcelId}/handover`, { pin });
  await driver.post(`/api/parcels/${parcelId}/rating`, { rating: 5 }, 201);
  await driverApi.dispose();

  await page.goto('/profile');
  await expect(page.getByText('As sender', { exact: true }).locator('+ dd')).toHaveText('5.0 (1)');
  await expect(page.getByText('As driver', { exact: true }).locator('+ dd')).toHaveText('No ratings yet');
  await expect(page.getByRole('img', { name: 'Rated 5.0 by 1 person' })).toBeVisible();

  // The public card reads the same.
  const { userId } = await sender.api.get('/api/profile').then((r) => r.json() as Promise<{ userId: number }>);
  await page.goto(`/users/${userId}`);
  await expect(page.getByRole('img', { name: 'Rated 5.0 by 1 person' })).toHaveText('5.0 (1)');

  // In Ukrainian, with the Ukrainian decimal comma.
  await sender.put('/api/profile/language', { language: 'uk' });
  await page.goto('/profile');
  await expect(page.getByText('Як відправник', { exact: true }).locator('+ dd')).toHaveText('5,0 (1)');
  await expect(page.getByRole('img', { name: 'Оцінка 5,0 від 1 людини' })).toBeVisible();
});

test('small things: no repeated approval, no empty requests on a cancelled ride, no +0 km without a ride chosen', async ({
  page,
  browser,
  baseURL,
}) => {
  const sender = await seedUser(page.request, 'defects-small', { about: { name: 'Iryna', surname: 'Bondar' } });
  const driverContext = await browser.newContext({ baseURL });
  const driverPage = await driverContext.newPage();
  const driver = await seedUser(driverPage.request, 'defects-driver', { about: { name: 'Olena', surname: 'Koval' } });
  const rideId = await seedRide(driver);
  const parcelId = await seedParcel(sender);
  const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
  await driver.post(`/api/requests/${requestId}/approve`);

  // The approved request is the handover card now: the Requests section does not repeat it.
  await page.goto(`/parcel/${parcelId}`);
  await expect(page.getByRole('region', { name: 'Handover to the driver' })).toContainText('Olena Koval');
  await expect(page.getByText('You approved it')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'My requests' })).toHaveCount(0);

  // A list without a ride chosen says nothing of a detour of 0.
  await page.goto('/available-drivers');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('+0 km')).toHaveCount(0);

  // A cancelled ride: no "View all (0)", no empty request lists.
  const cancelled = await seedRide(driver);
  await driver.post(`/api/rides/${cancelled}/cancel`);
  await driverPage.goto(`/ride/${cancelled}`);
  await expect(driverPage.getByRole('region', { name: 'This ride is cancelled' })).toBeVisible();
  await expect(driverPage.getByRole('link', { name: /View all/ })).toHaveCount(0);
  await expect(driverPage.getByRole('tablist', { name: 'Requests' })).toHaveCount(0);
  await driverContext.close();
});
