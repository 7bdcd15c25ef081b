import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';
import { addVehicleViaApi, PASSWORD, uniqueEmail, verifiedUserViaApi } from './helpers';

const KYIV = 703448;
const LVIV = 702550;
const ZHYTOMYR = 686967;
const RIVNE = 695594;

// A name of letters only that no other scenario uses, so a card can be told apart in a shared database.
const uniqueName = (first: string) =>
  first + Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const kyivToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>, status = 200) {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status);
  return res.json();
}

async function introduce(api: APIRequestContext, token: string, name: string, wantsToDrive: boolean) {
  const phone = `+38067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await ok(
    await api.post('/auth/signup/about-yourself', {
      data: { name, surname: 'Tkachenko', phone, wantsToDrive },
      headers: { 'X-CSRF-Token': token },
    }),
  );
}

async function publishParcel(
  api: APIRequestContext,
  token: string,
  type: string,
  from: number,
  to: number,
): Promise<number> {
  const parcel = {
    type,
    size: 'M',
    cost: 250,
    shippingAddress: { placeId: from },
    deliveryAddress: { placeId: to },
    shippingDate: kyivToday(),
    recipient: { name: 'Ivan', emailAddress: uniqueEmail('recipient') },
  };
  const { parcelId } = (await ok(
    await api.post('/api/parcels', { data: parcel, headers: { 'X-CSRF-Token': token } }),
    201,
  )) as { parcelId: number };
  return parcelId;
}

test('a driver finds a parcel for the ride and offers it; a sender finds the driver and asks', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The sender, in a cookie jar of their own: a fitting parcel, one going the other way, and a second fitting one.
  const senderEmail = uniqueEmail('avail-sender');
  const senderName = uniqueName('Marta');
  const senderApi = await playwright.request.newContext({ baseURL });
  const { token: senderToken } = await verifiedUserViaApi(senderApi, senderEmail);
  await introduce(senderApi, senderToken, senderName, false);
  await publishParcel(senderApi, senderToken, 'books', ZHYTOMYR, RIVNE);
  await publishParcel(senderApi, senderToken, 'clothing', RIVNE, ZHYTOMYR);
  const secondParcel = await publishParcel(senderApi, senderToken, 'electronics', ZHYTOMYR, LVIV);
  await senderApi.dispose();

  // The driver is the page's user: a Kyiv → Lviv ride in two days.
  const driverName = uniqueName('Bohdan');
  const { token } = await verifiedUserViaApi(page.request, uniqueEmail('avail-driver'));
  await introduce(page.request, token, driverName, true);
  const { VehicleId } = await addVehicleViaApi(page.request, token);
  const ride = {
    departureAddress: { placeId: KYIV },
    arrivalAddress: { placeId: LVIV },
    departureDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    capacity: 3,
    vehicleId: VehicleId,
  };
  const { rideId } = (await ok(
    await page.request.post('/api/rides', { data: ride, headers: { 'X-CSRF-Token': token } }),
    201,
  )) as { rideId: number };

  await page.goto(`/available-parcels?rideId=${rideId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find parcels' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your ride' })).toContainText('Kyiv');
  await expect(page.getByRole('status').filter({ hasText: /parcels? found/ })).toBeVisible();
  const theirs = page.getByRole('article').filter({ hasText: `${senderName} T.` });
  // Zhytomyr → Rivne and Zhytomyr → Lviv fit the ride; Rivne → Zhytomyr goes the wrong way.
  await expect(theirs).toHaveCount(2);
  await expect(theirs.filter({ has: page.getByRole('heading', { name: 'Clothing' }) })).toHaveCount(0);
  const books = theirs.filter({ has: page.getByRole('heading', { name: 'Books' }) });
  await expect(books).toContainText('Zhytomyr');
  await expect(books).toContainText('Rivne');
  await expect(books).toContainText('₴250');
  await expect(books).toContainText('No ratings yet');

  await books.getByRole('button', { name: 'Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer to carry this parcel' });
  // The search is for this ride: it is the one offered, nothing to choose.
  await expect(dialog.getByRole('textbox', { name: 'Your price' })).toHaveValue('250');
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(books.getByText('Request sent')).toBeVisible();
  await expect(books.getByRole('button')).toHaveCount(0);

  // The sender signs in on the same browser and looks for a driver for the second parcel.
  await ok(await page.request.post('/auth/signin', { data: { email: senderEmail, password: PASSWORD } }));
  await page.goto(`/available-drivers?parcelId=${secondParcel}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a driver' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your parcel' })).toContainText('Zhytomyr');
  await expect(page.getByRole('status').filter({ hasText: /rides? available/ })).toBeVisible();
  const driver = page.getByRole('article', { name: `${driverName} T.` });
  await expect(driver).toContainText('3 places left');
  await expect(driver).toContainText('Skoda Octavia');
  await driver.getByRole('button', { name: 'Request' }).click();
  const ask = page.getByRole('dialog', { name: `Ask ${driverName} T. to take a parcel` });
  await expect(ask.getByRole('textbox', { name: 'Your price' })).toHaveValue('250');
  await ask.getByRole('textbox', { name: 'Your price' }).fill('300');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(driver.getByText('Request sent')).toBeVisible();
  // The success state leads back to the parcel.
  const done = page.getByRole('region', { name: "Now wait for the driver's answer" });
  await expect(done).toBeFocused();
  await done.getByRole('link', { name: 'Back to my parcel' }).click();
  await expect(page).toHaveURL(new RegExp(`/parcel/${secondParcel}$`));

  // Without a parcel: filter by the city, chosen from the list with the keyboard.
  await page.goto('/available-drivers');
  const from = page.getByRole('combobox', { name: 'From' });
  await from.pressSequentially('Zhyt');
  await expect(page.getByRole('option').first()).toBeVisible();
  await from.press('ArrowDown');
  await from.press('Enter');
  await expect(from).toHaveValue('Zhytomyr');
  await expect(page).toHaveURL(new RegExp(`from=${ZHYTOMYR}`));
  await expect(page.getByRole('region', { name: 'Route' })).toContainText('Zhytomyr');
  await expect(page.getByRole('article', { name: `${driverName} T.` })).toBeVisible();

  // A ride that isn't mine is not found.
  await page.goto(`/available-parcels?rideId=${rideId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ride not found' })).toBeVisible();
});

test('a driver approves from "Find parcels" a parcel whose sender already asked the ride', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The driver is the page's user: a Kyiv → Lviv ride in two days.
  const { token } = await verifiedUserViaApi(page.request, uniqueEmail('approve-driver'));
  await introduce(page.request, token, uniqueName('Bohdan'), true);
  const { VehicleId } = await addVehicleViaApi(page.request, token);
  const ride = {
    departureAddress: { placeId: KYIV },
    arrivalAddress: { placeId: LVIV },
    departureDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    capacity: 3,
    vehicleId: VehicleId,
  };
  const { rideId } = (await ok(
    await page.request.post('/api/rides', { data: ride, headers: { 'X-CSRF-Token': token } }),
    201,
  )) as { rideId: number };

  // The sender, in a cookie jar of their own, asks that ride to carry a Zhytomyr → Rivne parcel.
  const senderName = uniqueName('Marta');
  const senderApi = await playwright.request.newContext({ baseURL });
  const { token: senderToken } = await verifiedUserViaApi(senderApi, uniqueEmail('approve-sender'));
  await introduce(senderApi, senderToken, senderName, false);
  const parcelId = await publishParcel(senderApi, senderToken, 'books', ZHYTOMYR, RIVNE);
  await ok(
    await senderApi.post(`/api/rides/${rideId}/requests`, {
      data: { parcelId, cost: 250 },
      headers: { 'X-CSRF-Token': senderToken },
    }),
    201,
  );
  await senderApi.dispose();

  await page.goto(`/available-parcels?rideId=${rideId}`);
  const card = page.getByRole('article').filter({ hasText: `${senderName} T.` });
  await expect(card).toContainText(`${senderName} T. asked you to take this parcel on your ride`);
  await expect(card.getByRole('button', { name: 'Request' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Approved')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  // The parcel is now on the ride.
  const parcel = (await ok(await page.request.get(`/api/parcels/${parcelId}`))) as { status: string; rideId: number };
  expect(parcel).toMatchObject({ status: 'Accepted', rideId });
});
