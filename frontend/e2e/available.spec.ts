import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';
import { type ApiUser, json, LVIV, PASSWORD, RIVNE, seedParcel, seedRide, seedUser, ZHYTOMYR } from './helpers';

// A name of letters only that no other scenario uses, so a card can be told apart in a shared database.
const uniqueName = (first: string) =>
  first + Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** person is a verified user named `name` Tkachenko, signed in on `api`. */
const person = (api: APIRequestContext, tag: string, name: string, wantsToDrive: boolean) =>
  seedUser(api, tag, { about: { name, surname: 'Tkachenko', wantsToDrive } });

/** publishParcel publishes a parcel (size M, ₴250, picked up today) from → to. */
const publishParcel = (user: ApiUser, type: string, from: number, to: number) =>
  seedParcel(user, {
    type,
    size: 'M',
    cost: 250,
    shippingAddress: { placeId: from },
    deliveryAddress: { placeId: to },
  });

test('a driver finds a parcel for the ride and offers it; a sender finds the driver and asks', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The sender, in a cookie jar of their own: a fitting parcel, one going the other way, and a second fitting one.
  const senderName = uniqueName('Marta');
  const senderApi = await playwright.request.newContext({ baseURL });
  const sender = await person(senderApi, 'avail-sender', senderName, false);
  await publishParcel(sender, 'books', ZHYTOMYR, RIVNE);
  await publishParcel(sender, 'clothing', RIVNE, ZHYTOMYR);
  const secondParcel = await publishParcel(sender, 'electronics', ZHYTOMYR, LVIV);
  await senderApi.dispose();

  // The driver is the page's user: a Kyiv → Lviv ride in two days.
  const driverName = uniqueName('Bohdan');
  const rideId = await seedRide(await person(page.request, 'avail-driver', driverName, true));

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
  // Nothing left to do on it but look at its map.
  await expect(books.getByRole('button')).toHaveText(['Map']);

  // The sender signs in on the same browser and looks for a driver for the second parcel.
  await json(await page.request.post('/auth/signin', { data: { email: sender.email, password: PASSWORD } }));
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
  const rideId = await seedRide(await person(page.request, 'approve-driver', uniqueName('Bohdan'), true));

  // The sender, in a cookie jar of their own, asks that ride to carry a Zhytomyr → Rivne parcel.
  const senderName = uniqueName('Marta');
  const senderApi = await playwright.request.newContext({ baseURL });
  const sender = await person(senderApi, 'approve-sender', senderName, false);
  const parcelId = await publishParcel(sender, 'books', ZHYTOMYR, RIVNE);
  await sender.post(`/api/rides/${rideId}/requests`, { parcelId, cost: 250 }, 201);
  await senderApi.dispose();

  await page.goto(`/available-parcels?rideId=${rideId}`);
  const card = page.getByRole('article').filter({ hasText: `${senderName} T.` });
  await expect(card).toContainText(`${senderName} T. asked you to take this parcel on your ride`);
  await expect(card.getByRole('button', { name: 'Request' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Approved')).toBeVisible();
  await expect(card.getByRole('button')).toHaveText(['Map']);

  // The parcel is now on the ride.
  const parcel = await json<{ status: string; rideId: number }>(await page.request.get(`/api/parcels/${parcelId}`));
  expect(parcel).toMatchObject({ status: 'Accepted', rideId });
});
