import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { KYIV, localDay, mailedLink, seedParcel, seedRide, seedUser, uniqueEmail, ZHYTOMYR } from './helpers';

/** driverWithRide signs a driver in on the page, with a vehicle and a Kyiv → Lviv ride in two days. */
async function driverWithRide(page: Page) {
  const driver = await seedUser(page.request, 'next-driver', { about: { name: 'Oleh', surname: 'Testenko' } });
  return { post: driver.post, rideId: await seedRide(driver) };
}

/** senderAsks makes a sender (own cookie jar) with a parcel from `from` to Rivne who asks to join the ride. */
async function senderAsks(api: APIRequestContext, rideId: number, from: number, recipientEmail: string) {
  const sender = await seedUser(api, 'next-sender', { about: { name: 'Iryna', surname: 'Testenko' } });
  const parcelId = await seedParcel(sender, {
    shippingAddress: { placeId: from },
    shippingDate: localDay(1),
    recipient: { name: 'Ivan', emailAddress: recipientEmail },
  });
  const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
  return { post: sender.post, parcelId, requestId };
}

test('Home says a ride has a request to answer until the driver approves it', async ({ page, playwright, baseURL }) => {
  const { rideId } = await driverWithRide(page);
  const senderApi = await playwright.request.newContext({ baseURL });
  await senderAsks(senderApi, rideId, ZHYTOMYR, uniqueEmail('next-recipient'));
  await senderApi.dispose();

  await page.goto('/');
  await page.getByRole('tab', { name: 'Rides' }).click();
  const card = page.getByRole('list', { name: 'Active' }).getByRole('link');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('1 request to answer');
  await expect(card).not.toContainText('₴');

  await card.click();
  await expect(page.getByRole('region', { name: 'Approve or decline 1 request' })).toBeVisible();
  const requests = page.getByRole('list', { name: 'From senders' });
  await expect(requests).toContainText('Waiting for your answer');
  await requests.getByRole('button', { name: 'Approve' }).click();
  await expect(requests).toContainText('You approved it');
  await expect(page.getByRole('region', { name: 'Pick up 1 parcel' })).toBeVisible();

  await page.getByRole('link', { name: 'Ridepost, go to home' }).click();
  await expect(card).toContainText('Total ₴150');
  await expect(card).toContainText('1 of 3 parcels');
  await expect(card).not.toContainText('to answer');
});

test('a driver with one delivered parcel still takes a second request before departure', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { post: asDriver, rideId } = await driverWithRide(page);
  const firstApi = await playwright.request.newContext({ baseURL });
  const recipient = uniqueEmail('next-recipient');
  const first = await senderAsks(firstApi, rideId, ZHYTOMYR, recipient);
  await asDriver(`/api/requests/${first.requestId}/approve`);
  await asDriver(`/api/parcels/${first.parcelId}/pickup`);
  await asDriver(`/api/parcels/${first.parcelId}/deliver`);
  // The recipient confirms through the e-mailed link, signed out.
  const link = await mailedLink(page.request, recipient, '/confirm-delivery');
  const token = new URL(link, baseURL).searchParams.get('token');
  const recipientApi = await playwright.request.newContext({ baseURL });
  const confirmed = await recipientApi.post(`/api/delivery/${token}/confirm`, { data: { delivered: true } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await recipientApi.dispose();
  await firstApi.dispose();

  // Before departure the ride is still under way, and a second sender may ask.
  const secondApi = await playwright.request.newContext({ baseURL });
  await senderAsks(secondApi, rideId, KYIV, uniqueEmail('next-recipient'));
  await secondApi.dispose();

  await page.goto(`/ride/${rideId}`);
  const header = page.locator('.detail-header');
  await expect(header.getByText('In progress', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Accepted parcels' }).getByText('Delivered', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Approve or decline 1 request' })).toBeVisible();
  await page.getByRole('list', { name: 'From senders' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Accepted parcels' }).locator(':scope > li')).toHaveCount(2);
  await expect(page.getByText('2 of 3 parcels')).toBeVisible();
  await expect(header.getByText('In progress', { exact: true })).toBeVisible();
  await expect(header.getByText('Completed', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Pick up 1 parcel' })).toBeVisible();
});

test('the sender of a parcel on its way is given the handover PIN and the link; the driver is told to ask the recipient', async ({
  page,
  browser,
  baseURL,
}) => {
  const { post: asDriver, rideId } = await driverWithRide(page);
  const senderContext = await browser.newContext({ baseURL });
  const senderPage = await senderContext.newPage();
  const sender = await senderAsks(senderPage.request, rideId, ZHYTOMYR, uniqueEmail('next-recipient'));
  await asDriver(`/api/requests/${sender.requestId}/approve`);

  await senderPage.goto(`/parcel/${sender.parcelId}`);
  await expect(senderPage.getByRole('region', { name: 'Hand the parcel to Oleh T.' })).toBeVisible();
  await asDriver(`/api/parcels/${sender.parcelId}/pickup`);
  await senderPage.reload();
  // The next step is the handover PIN the recipient tells the driver; the link stays beside it.
  await expect(
    senderPage.getByRole('region', {
      name: /^In transit: the recipient tells the driver PIN \d \d \d \d at handover$/,
    }),
  ).toBeVisible();
  await expect(senderPage.getByRole('region', { name: 'Link for the recipient' })).toBeVisible();
  await expect(senderPage.getByRole('button', { name: 'Cancel parcel' })).toHaveCount(0);
  await senderContext.close();

  await page.goto(`/ride/${rideId}`);
  await expect(page.getByRole('region', { name: 'Deliver 1 parcel' })).toBeVisible();
  await page.getByRole('button', { name: 'Ask the recipient to confirm' }).click();
  await expect(page.getByText('We e-mailed the recipient a link to confirm')).toBeVisible();
});
