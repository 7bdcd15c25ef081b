import type { APIRequestContext } from '@playwright/test';

import { camera, type ShotOptions } from './camera';
import { expect, test } from './fixtures';
import { addVehicleViaApi, fillDate, uniqueEmail, verifiedUserViaApi } from './helpers';

// Saves 390×844 pictures of the available parcels and drivers screens, in both languages, for people to look
// at (in SCREENS_DIR when set).

const KYIV = 703448;
const LVIV = 702550;
const ZHYTOMYR = 686967;
const RIVNE = 695594;

const TEXT = {
  en: { request: 'Request', approve: 'Approve', from: 'From', to: 'To', odesa: 'Odes', kharkiv: 'Khark', date: 'Date' },
  uk: {
    request: 'Надіслати запит',
    approve: 'Схвалити',
    from: 'Звідки',
    to: 'Куди',
    odesa: 'Одес',
    kharkiv: 'Харк',
    date: 'Дата',
  },
} as const;

const kyivToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>, status = 200) {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status);
  return res.json();
}

/** person names, drives and publishes, through api, as the user of token. */
async function person(api: APIRequestContext, token: string, name: string, surname: string) {
  const phone = `+38067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const headers = { 'X-CSRF-Token': token };
  await ok(
    await api.post('/auth/signup/about-yourself', { data: { name, surname, phone, wantsToDrive: true }, headers }),
  );
  return {
    ride: async (days: number, capacity: number) => {
      const { VehicleId } = await addVehicleViaApi(api, token, {
        vehicleType: 'car',
        modelType: 'minivan',
        modelName: 'Volkswagen Touran',
        idNumber: 'AA 7777 KI',
      });
      const ride = {
        departureAddress: { placeId: KYIV },
        arrivalAddress: { placeId: LVIV },
        departureDate: new Date(Date.now() + days * 86_400_000).toISOString(),
        capacity,
        vehicleId: VehicleId,
      };
      return ((await ok(await api.post('/api/rides', { data: ride, headers }), 201)) as { rideId: number }).rideId;
    },
    parcel: async (type: string, size: string, cost: number, from: number, to: number, deliverBy?: number) => {
      const parcel = {
        type,
        size,
        cost,
        shippingAddress: { placeId: from },
        deliveryAddress: { placeId: to },
        shippingDate: kyivToday(),
        deliveryDate: deliverBy
          ? new Intl.DateTimeFormat('en-CA').format(new Date(Date.now() + deliverBy * 86_400_000))
          : '',
        recipient: { name: 'Ivan', emailAddress: uniqueEmail('recipient') },
      };
      return ((await ok(await api.post('/api/parcels', { data: parcel, headers }), 201)) as { parcelId: number })
        .parcelId;
    },
  };
}

for (const lang of ['en', 'uk'] as const) {
  test(`available parcels and drivers screens in ${lang}`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const snap = camera(`${lang}-available`);
    const shot = (name: string, options?: ShotOptions) => snap(page, name, { top: false, ...options });

    // Someone else: a ride the page's user can ask, and parcels along the page user's ride.
    const otherApi = await playwright.request.newContext({ baseURL });
    const { token: otherToken } = await verifiedUserViaApi(otherApi, uniqueEmail(`shots-avail-other-${lang}`));
    const other = await person(otherApi, otherToken, lang === 'uk' ? 'Богдан' : 'Bohdan', 'Melnyk');
    await other.ride(3, 4);
    await other.parcel('books', 'S', 350, ZHYTOMYR, RIVNE, 10);
    const asking = await other.parcel('electronics', 'M', 1200, ZHYTOMYR, LVIV);

    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const { token } = await verifiedUserViaApi(page.request, uniqueEmail(`shots-avail-${lang}`));
    expect(
      (
        await page.request.put('/api/profile/language', {
          data: { language: lang },
          headers: { 'X-CSRF-Token': token },
        })
      ).ok(),
    ).toBeTruthy();
    const me = await person(page.request, token, lang === 'uk' ? 'Оксана' : 'Olena', 'Kovalenko');
    const rideId = await me.ride(2, 3);
    const parcelId = await me.parcel('documents', 'S', 200, ZHYTOMYR, RIVNE);
    await me.parcel('toys', 'L', 500, KYIV, LVIV);
    // The other sender has already asked my ride to take one parcel: its card offers "Approve".
    await ok(
      await otherApi.post(`/api/rides/${rideId}/requests`, {
        data: { parcelId: asking, cost: 1200 },
        headers: { 'X-CSRF-Token': otherToken },
      }),
      201,
    );
    await otherApi.dispose();

    await page.goto(`/available-parcels?rideId=${rideId}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot('parcels-for-ride');
    await expect(page.getByRole('button', { name: text.approve })).toBeVisible();
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: text.request }) })
      .first()
      .getByRole('button', { name: text.request })
      .click();
    await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
    await shot('parcels-dialog', { full: false });
    await page.getByRole('dialog').getByRole('textbox').fill('100001');
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('dialog').locator('.field__error')).toBeVisible();
    await shot('parcels-dialog-error', { full: false });
    await page.keyboard.press('Escape');

    await page.goto('/available-parcels');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot('parcels-all');
    for (const [label, typed] of [
      [text.from, text.odesa],
      [text.to, text.kharkiv],
    ] as const) {
      const box = page.getByRole('combobox', { name: label });
      await box.pressSequentially(typed);
      await expect(page.getByRole('option').first()).toBeVisible();
      await box.press('ArrowDown');
      await box.press('Enter');
    }
    await fillDate(page, text.date, kyivToday());
    await expect(page.locator('.empty-state')).toBeVisible();
    await shot('parcels-empty');

    await page.goto(`/available-drivers?parcelId=${parcelId}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot('drivers-for-parcel');
    await page.getByRole('article').first().getByRole('button', { name: text.request }).click();
    await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
    await shot('drivers-dialog', { full: false });
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.locator('.request-done')).toBeFocused();
    await expect(page.locator('.toast')).toHaveCount(0);
    await shot('drivers-request-sent', { top: true });

    await page.goto('/available-drivers');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('article').first().getByRole('button', { name: text.request }).click();
    await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
    await shot('drivers-dialog-choose', { full: false });
    await page.keyboard.press('Escape');
    for (const [label, typed] of [
      [text.from, text.odesa],
      [text.to, text.kharkiv],
    ] as const) {
      const box = page.getByRole('combobox', { name: label });
      await box.pressSequentially(typed);
      await expect(page.getByRole('option').first()).toBeVisible();
      await box.press('ArrowDown');
      await box.press('Enter');
    }
    await expect(page.locator('.empty-state')).toBeVisible();
    await shot('drivers-empty');

    await page.goto('/available-parcels?rideId=999999');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot('parcels-not-found');
  });
}
