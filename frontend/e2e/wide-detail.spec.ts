import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import {
  type ApiUser,
  fillDateTime,
  localDay,
  placeId,
  recipientLink,
  seedParcel,
  seedRide,
  seedUser,
} from './helpers';

// A parcel's and a ride's screens on a laptop (1280×800): what to do now and with whom beside the rest, a ride's
// requests waiting for an answer before its history, a failed delivery led by the report. This scenario's rides and
// parcels go Nizhyn → Konotop, where no other scenario publishes.

test.use({ viewport: { width: 1280, height: 800 } });

interface Trip {
  driver: ApiUser;
  sender: ApiUser;
  rideId: number;
  /** accepted is the sender's parcel the driver approved onto the ride. */
  accepted: number;
}

type NewContext = { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } };

/**
 * trip publishes, through the API, a Nizhyn → Konotop ride of a fresh driver (the page's account when `driverApi`
 * is the page's request) and a parcel of a fresh sender (likewise with `senderApi`) it accepted.
 */
async function trip(driverApi: APIRequestContext, senderApi: APIRequestContext, tag: string): Promise<Trip> {
  const [driver, sender] = await Promise.all([
    seedUser(driverApi, `wide-driver-${tag}`, { about: { name: 'Taras', surname: 'Hnatiuk' } }),
    seedUser(senderApi, `wide-sender-${tag}`, { about: { name: 'Iryna', surname: 'Bondar' } }),
  ]);
  const [nizhyn, konotop] = await Promise.all([placeId(driverApi, 'Nizhyn'), placeId(driverApi, 'Konotop')]);
  const route = { shippingAddress: { placeId: nizhyn }, deliveryAddress: { placeId: konotop } };
  const [rideId, accepted] = await Promise.all([
    seedRide(driver, { departureAddress: { placeId: nizhyn }, arrivalAddress: { placeId: konotop } }),
    seedParcel(sender, { ...route, cost: 180 }),
  ]);
  const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId: accepted }, 201);
  await driver.post(`/api/requests/${requestId}/approve`);
  return { driver, sender, rideId, accepted };
}

/** besideAndRight checks that `side` stands to the right of `main`, their tops in the first screen. */
async function besideAndRight(main: Locator, side: Locator) {
  const [m, s] = await Promise.all([main.boundingBox(), side.boundingBox()]);
  expect(m && s, 'both are on the screen').toBeTruthy();
  expect(s!.x, 'the side column starts right of the main one').toBeGreaterThanOrEqual(m!.x + m!.width);
}

async function newApi(playwright: NewContext, baseURL: string | undefined) {
  return playwright.request.newContext({ baseURL: baseURL! });
}

test('a ride on a laptop: the request to answer in the main column, its history folded, the next step beside', async ({
  page,
  playwright,
  baseURL,
}) => {
  const senderApi = await newApi(playwright, baseURL);
  const { rideId } = await trip(page.request, senderApi, 'ride');
  // A second sender asks too: the one request waiting for an answer.
  const askerApi = await newApi(playwright, baseURL);
  const asker = await seedUser(askerApi, 'wide-asker', { about: { name: 'Marta', surname: 'Lysenko' } });
  const [nizhyn, konotop] = await Promise.all([placeId(askerApi, 'Nizhyn'), placeId(askerApi, 'Konotop')]);
  const waiting = await seedParcel(asker, {
    type: 'electronics',
    size: 'M',
    cost: 240,
    shippingAddress: { placeId: nizhyn },
    deliveryAddress: { placeId: konotop },
  });
  await asker.post(`/api/rides/${rideId}/requests`, { parcelId: waiting }, 201);
  await Promise.all([senderApi.dispose(), askerApi.dispose()]);

  await page.goto(`/ride/${rideId}`);
  const next = page.getByRole('region', { name: 'Approve or decline 1 request' });
  await expect(next).toBeVisible();
  const requests = page.getByRole('region', { name: 'Requests' });
  await besideAndRight(page.getByRole('heading', { level: 1, name: 'Nizhyn → Konotop' }), next);
  await besideAndRight(requests, next);
  await besideAndRight(page.getByRole('region', { name: 'Accepted parcels' }), next);

  // Waiting for an answer: Marta's request alone, with Approve; Iryna's approved one is folded in the history.
  const pending = requests.getByRole('list', { name: 'From senders', exact: true });
  await expect(pending).toContainText('Marta L.');
  await expect(pending).not.toContainText('Iryna B.');
  await expect(pending.getByRole('button', { name: 'Approve' })).toBeVisible();
  const history = requests.getByRole('button', { name: 'History (1)' });
  await expect(history).toHaveAttribute('aria-expanded', 'false');
  const answered = requests.getByRole('list', { name: 'From senders: History (1)' });
  await expect(answered).toBeHidden();
  await history.click();
  await expect(history).toHaveAttribute('aria-expanded', 'true');
  await expect(answered).toContainText('Iryna B.');
  await expect(answered).not.toContainText('Marta L.');
  await expect(answered.getByText('You approved it', { exact: true })).toBeVisible();

  // The whole screen is a fraction of the phone's column stretched out: 4,783 px tall before.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(3000);

  // "Change pickup", cancelled or saved, hands the focus back to its button.
  const set = page.getByRole('button', { name: 'Set pickup time and place' });
  await set.click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(set).toBeFocused();
  await set.press('Enter');
  await fillDateTime(page, 'Pickup date and time', localDay(1), '10:30');
  await page.getByRole('textbox', { name: 'Pickup place' }).fill('Nizhyn, the bus station');
  await page.getByRole('button', { name: 'Save pickup' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pickup saved: the sender is told' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change pickup' })).toBeFocused();
});

/** routeBeside checks that the parcel's route is in the main column and `side` beside it. */
async function routeBeside(page: Page, side: Locator) {
  await besideAndRight(page.getByRole('region', { name: 'Route' }), side);
}

test('a parcel on a laptop: status, the next step and the driver beside the route', async ({
  page,
  playwright,
  baseURL,
}) => {
  const driverApi = await newApi(playwright, baseURL);
  const { accepted } = await trip(driverApi, page.request, 'parcel');
  await driverApi.dispose();

  await page.goto(`/parcel/${accepted}`);
  const next = page.getByRole('region', { name: 'Hand the parcel to Taras H.' });
  await expect(next).toBeVisible();
  await routeBeside(page, next);
  await routeBeside(page, page.getByText('Status', { exact: true }));
  const handover = page.getByRole('region', { name: 'Handover to the driver' });
  await routeBeside(page, handover);
  await expect(handover.getByRole('link', { name: 'Call' })).toBeVisible();
  await expect(handover.getByRole('link', { name: 'Message' })).toBeVisible();
});

test('a failed delivery leads with the report about the driver, then Message, Call and Post again', async ({
  page,
  playwright,
  baseURL,
}) => {
  const driverApi = await newApi(playwright, baseURL);
  const { driver, sender, accepted } = await trip(driverApi, page.request, 'failed');
  await driver.post(`/api/parcels/${accepted}/pickup`);
  const { token } = await recipientLink(sender, accepted);
  const recipientApi = await newApi(playwright, baseURL);
  const answered = await recipientApi.post(`/api/delivery/${token}/confirm`, { data: { delivered: false } });
  expect(answered.status(), await answered.text()).toBe(200);
  await Promise.all([driverApi.dispose(), recipientApi.dispose()]);

  await page.goto(`/parcel/${accepted}`);
  const next = page.getByRole('region', { name: 'The delivery failed' });
  await routeBeside(page, next);
  const actions = next.getByRole('button').or(next.getByRole('link'));
  await expect(actions).toHaveText(['Report a problem with this delivery', 'Message', 'Call', 'Post again']);

  // The report is about the ride's driver, and names the parcel.
  await next.getByRole('button', { name: 'Report a problem with this delivery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report' });
  await expect(dialog).toContainText('Taras H.');
  await expect(dialog.getByRole('textbox', { name: /Details/ })).toHaveValue(
    `Books #${accepted}, Nizhyn → Konotop: The delivery failed`,
  );
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent. Thank you!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(next.getByRole('button', { name: 'Report a problem with this delivery' })).toBeFocused();

  // On a phone the order is the same, in one column.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(actions).toHaveText(['Report a problem with this delivery', 'Message', 'Call', 'Post again']);
});
