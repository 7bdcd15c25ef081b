import type { APIRequestContext } from '@playwright/test';

import { camera } from './camera';
import { expect, test } from './fixtures';
import { type ApiUser, placeId, recipientLink, seedParcel, seedRide, seedUser } from './helpers';

// Saves pictures of a ride's and a parcel's screens on a phone (390×844) and a laptop (1280×800), in both
// languages, each checked with axe: a driver's ride with a request to answer, an accepted parcel and its history
// folded; a sender's accepted parcel; a failed delivery led by the report. Its rides and parcels go
// Nizhyn → Konotop, where no other scenario publishes.

const TEXT = {
  en: {
    driver: ['Taras', 'Hnatiuk'],
    sender: ['Iryna', 'Bondar'],
    asker: ['Marta', 'Lysenko'],
    history: 'History',
    hand: 'Hand the parcel to Taras H.',
    failed: 'The delivery failed',
  },
  uk: {
    driver: ['Тарас', 'Гнатюк'],
    sender: ['Ірина', 'Бондар'],
    asker: ['Марта', 'Лисенко'],
    history: 'Історія',
    hand: 'Передайте посилку водієві: Тарас Г.',
    failed: 'Доставка не вдалася',
  },
} as const;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

type Lang = keyof typeof TEXT;
type NewContext = { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } };

const person = ([name, surname]: readonly [string, string]) => ({ about: { name, surname } });

/** route is the Nizhyn → Konotop pair of addresses, as a parcel's fields. */
async function route(api: APIRequestContext) {
  const [nizhyn, konotop] = await Promise.all([placeId(api, 'Nizhyn'), placeId(api, 'Konotop')]);
  return { shippingAddress: { placeId: nizhyn }, deliveryAddress: { placeId: konotop } };
}

/** users signs a driver in on `driverApi` and a sender on `senderApi` (one of them the page's request). */
async function users(lang: Lang, driverApi: APIRequestContext, senderApi: APIRequestContext, tag: string) {
  const text = TEXT[lang];
  const [driver, sender] = await Promise.all([
    seedUser(driverApi, `shots-wide-driver-${tag}-${lang}`, { ...person(text.driver), language: lang }),
    seedUser(senderApi, `shots-wide-sender-${tag}-${lang}`, { ...person(text.sender), language: lang }),
  ]);
  return { driver, sender };
}

/** trip makes, through the API, a Nizhyn → Konotop ride of `driver` and a parcel of `sender` it accepted. */
async function trip(driver: ApiUser, sender: ApiUser) {
  const where = await route(driver.api);
  const [rideId, parcelId] = await Promise.all([
    seedRide(driver, { departureAddress: where.shippingAddress, arrivalAddress: where.deliveryAddress }),
    seedParcel(sender, { ...where, cost: 180, details: 'Two jars of honey, wrapped in a towel.' }),
  ]);
  const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
  await driver.post(`/api/requests/${requestId}/approve`);
  return { rideId, parcelId };
}

/** asks has a fresh sender ask `rideId` to take their Electronics parcel: the request waiting for an answer. */
async function asks(playwright: NewContext, baseURL: string, lang: Lang, rideId: number) {
  const api = await playwright.request.newContext({ baseURL });
  const asker: ApiUser = await seedUser(api, `shots-wide-asker-${lang}`, person(TEXT[lang].asker));
  const parcelId = await seedParcel(asker, { ...(await route(api)), type: 'electronics', size: 'M', cost: 240 });
  await asker.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
  await api.dispose();
}

for (const lang of ['en', 'uk'] as const) {
  test(`a driver's ride screen on a phone and a laptop in ${lang}`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const snap = camera(`${lang}-wide-detail-ride`);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const senderApi = await playwright.request.newContext({ baseURL });
    const { driver, sender } = await users(lang, page.request, senderApi, 'ride');
    const { rideId } = await trip(driver, sender);
    await senderApi.dispose();
    await asks(playwright, baseURL!, lang, rideId);

    const history = page.getByRole('button', { name: new RegExp(`^${TEXT[lang].history} \\(1\\)$`) });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`/ride/${rideId}`);
      await expect(history).toBeVisible();
      await snap(page, viewport.name);
      await history.click();
      await expect(history).toHaveAttribute('aria-expanded', 'true');
      await snap(page, `${viewport.name}-history`);
    }
  });

  test(`a sender's parcel screens on a phone and a laptop in ${lang}`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const snap = camera(`${lang}-wide-detail-parcel`);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const driverApi = await playwright.request.newContext({ baseURL });
    const recipientApi = await playwright.request.newContext({ baseURL });
    const { driver, sender } = await users(lang, driverApi, page.request, 'parcel');
    const accepted = await trip(driver, sender);
    // A second parcel on another ride, picked up and refused by its recipient: a failed delivery.
    const failed = await trip(driver, sender);
    await driver.post(`/api/parcels/${failed.parcelId}/pickup`);
    const { token } = await recipientLink(sender, failed.parcelId);
    const answer = await recipientApi.post(`/api/delivery/${token}/confirm`, { data: { delivered: false } });
    expect(answer.status(), await answer.text()).toBe(200);
    await Promise.all([driverApi.dispose(), recipientApi.dispose()]);

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`/parcel/${accepted.parcelId}`);
      await expect(page.getByRole('region', { name: TEXT[lang].hand })).toBeVisible();
      await snap(page, `${viewport.name}-accepted`);
      await page.goto(`/parcel/${failed.parcelId}`);
      await expect(page.getByRole('region', { name: TEXT[lang].failed })).toBeVisible();
      await snap(page, `${viewport.name}-failed`);
    }
  });
}
