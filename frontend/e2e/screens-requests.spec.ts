import type { APIRequestContext, Page } from '@playwright/test';

import { camera, type ShotOptions } from './camera';
import { expect, test } from './fixtures';
import { addVehicleViaApi, localDay, uniqueEmail, verifiedUserViaApi } from './helpers';

// Saves 390×844 pictures of the requests screens (Parcel with offers, contacts and the link, Ride with
// requests and accepted parcels, RideParcelRequests, the cancel dialog) in both languages (in SCREENS_DIR when set).

const KYIV = 703448;
const LVIV = 702550;
const ZHYTOMYR = 686967;
const RIVNE = 695594;

const TEXT = {
  en: {
    myRequests: 'My requests',
    cancel: 'Withdraw request',
    rides: 'Rides',
    people: [
      ['Oleh', 'Shevchenko'],
      ['Mariia', 'Tkachenko'],
      ['Iryna', 'Bondar'],
    ],
  },
  uk: {
    myRequests: 'Мої запити',
    cancel: 'Відкликати запит',
    rides: 'Поїздки',
    people: [
      ['Олег', 'Шевченко'],
      ['Марія', 'Ткаченко'],
      ['Ірина', 'Бондар'],
    ],
  },
} as const;

type Post = (path: string, data?: object, status?: number) => Promise<Record<string, number>>;

/** account signs a verified user in on `request`, names them and sets their language; returns a poster. */
async function account(
  request: APIRequestContext,
  tag: string,
  [name, surname]: readonly string[],
  language: string,
  phone: string,
) {
  const { token } = await verifiedUserViaApi(request, uniqueEmail(tag));
  const headers = { 'X-CSRF-Token': token };
  const post: Post = async (path, data, status = 200) => {
    const res = await request.post(path, { data, headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return res.json();
  };
  await post('/auth/signup/about-yourself', { name, surname, phone, wantsToDrive: true });
  expect((await request.put('/api/profile/language', { data: { language }, headers })).ok()).toBeTruthy();
  return { token, post };
}

for (const lang of ['en', 'uk'] as const) {
  test(`requests screens in ${lang}`, async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const snap = camera(`${lang}-requests`);
    const shot = (p: Page, name: string, options?: ShotOptions) => snap(p, name, { top: true, ...options });

    // The driver on `page`, a second driver through the API only, the sender in a context of their own.
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const driver = await account(page.request, `shots-req-driver-${lang}`, text.people[0], lang, '+380671234567');
    const otherApi = await playwright.request.newContext({ baseURL });
    const other = await account(otherApi, `shots-req-other-${lang}`, text.people[1], lang, '+380672223344');
    const senderContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const senderPage = await senderContext.newPage();
    await senderPage.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const sender = await account(senderPage.request, `shots-req-sender-${lang}`, text.people[2], lang, '+380501112233');

    const ride = async (post: Post, token: string, api: APIRequestContext, hours: number) => {
      const { VehicleId } = await addVehicleViaApi(api, token);
      const departureDate = new Date(Date.now() + 2 * 86_400_000 + hours * 3_600_000).toISOString();
      return post(
        '/api/rides',
        {
          departureAddress: { placeId: KYIV, street: 'Railway station' },
          arrivalAddress: { placeId: LVIV },
          departureDate,
          capacity: 4,
          vehicleId: VehicleId,
        },
        201,
      );
    };
    const mainRide = await ride(driver.post, driver.token, page.request, 0);
    const otherRide = await ride(other.post, other.token, otherApi, 3);
    const parcel = (type: string, size: string, cost: number, from: number, to: number) =>
      sender.post(
        '/api/parcels',
        {
          type,
          size,
          cost,
          shippingAddress: { placeId: from, street: '' },
          deliveryAddress: { placeId: to, street: '' },
          shippingDate: localDay(1),
          recipient: {
            name: lang === 'uk' ? 'Іван' : 'Ivan',
            lastName: 'Franko',
            phoneNumber: '+380509998877',
            emailAddress: 'ivan.franko@example.com',
          },
          prohibitedAck: true,
        },
        201,
      );
    const offered = await parcel('documents', 'S', 150, ZHYTOMYR, RIVNE);
    const carried = await parcel('books', 'M', 220, KYIV, RIVNE);
    const waiting = await parcel('electronics', 'S', 300, ZHYTOMYR, LVIV);
    const asked = await parcel('clothing', 'L', 180, KYIV, LVIV);

    // `offered`: an offer from the main ride, and a declined one from the other ride.
    await driver.post(`/api/parcels/${offered.parcelId}/requests`, { rideId: mainRide.rideId, cost: 170 }, 201);
    const declined = await other.post(`/api/parcels/${offered.parcelId}/requests`, { rideId: otherRide.rideId }, 201);
    await sender.post(`/api/requests/${declined.requestId}/decline`);
    // `asked` waits for the main ride's answer (a request to the other ride was cancelled); `waiting` is
    // accepted onto the main ride; `carried` travels on the other ride (a pickup expires a ride's pending requests).
    const cancelled = await sender.post(`/api/rides/${otherRide.rideId}/requests`, { parcelId: asked.parcelId }, 201);
    await sender.post(`/api/requests/${cancelled.requestId}/cancel`);
    await sender.post(`/api/rides/${mainRide.rideId}/requests`, { parcelId: asked.parcelId }, 201);
    const approved = await sender.post(`/api/rides/${mainRide.rideId}/requests`, { parcelId: waiting.parcelId }, 201);
    await driver.post(`/api/requests/${approved.requestId}/approve`);
    const travelling = await sender.post(
      `/api/rides/${otherRide.rideId}/requests`,
      { parcelId: carried.parcelId },
      201,
    );
    await other.post(`/api/requests/${travelling.requestId}/approve`);
    await other.post(`/api/parcels/${carried.parcelId}/pickup`);

    // Home: the parcel with an offer says so.
    await senderPage.goto('/');
    await expect(senderPage.locator('.item-card__attention')).toBeVisible();
    await shot(senderPage, 'home-parcels-to-answer');
    await senderPage.goto(`/parcel/${offered.parcelId}`);
    await expect(
      senderPage
        .getByRole('list')
        .filter({ has: senderPage.locator('.request-card') })
        .first(),
    ).toBeVisible();
    await shot(senderPage, 'parcel-offers');
    await senderPage.goto(`/parcel/${waiting.parcelId}`);
    await expect(senderPage.locator('.next-step')).toBeVisible();
    await shot(senderPage, 'parcel-accepted');
    await senderPage.goto(`/parcel/${asked.parcelId}`);
    await senderPage
      .getByRole('list', { name: text.myRequests })
      .getByRole('button', { name: text.cancel })
      .first()
      .click();
    await expect(senderPage.getByRole('alertdialog')).toBeVisible();
    await shot(senderPage, 'parcel-cancel-request-dialog', { top: false, full: false });
    await senderPage.goto(`/parcel/${carried.parcelId}`);
    await expect(senderPage.locator('.copy-field')).toBeVisible();
    await shot(senderPage, 'parcel-in-transit-link');
    await senderContext.close();
    await otherApi.dispose();

    await page.goto(`/parcel/${waiting.parcelId}`);
    await expect(page.locator('.contacts').first()).toBeVisible();
    await shot(page, 'parcel-as-driver');
    await page.goto('/');
    await page.getByRole('tab', { name: text.rides }).click();
    await expect(page.locator('.item-card__attention')).toBeVisible();
    await shot(page, 'home-rides-to-answer');
    await page.goto(`/ride/${mainRide.rideId}`);
    await expect(page.locator('.request-card').first()).toBeVisible();
    await shot(page, 'ride-requests');
    await page.getByRole('tab', { name: text.myRequests }).click();
    await expect(page.locator('.request-card').first()).toBeVisible();
    await page.locator('.request-card').first().getByRole('button', { name: text.cancel }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shot(page, 'ride-cancel-request-dialog', { top: false, full: false });
    await page.goto(`/ride/${mainRide.rideId}/requested`);
    await expect(page.locator('.request-card').first()).toBeVisible();
    await shot(page, 'ride-all-requests');
    // Once a parcel is picked up the ride is In Progress: its accepted parcel now offers "Confirm delivery".
    await driver.post(`/api/parcels/${waiting.parcelId}/pickup`);
    await page.goto(`/ride/${mainRide.rideId}`);
    await expect(page.locator('.accepted').first()).toBeVisible();
    await shot(page, 'ride-in-progress');
  });
}
