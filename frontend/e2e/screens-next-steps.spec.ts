import type { APIRequestContext } from '@playwright/test';

import { camera } from './camera';
import { expect, test } from './fixtures';
import { addVehicleViaApi, localDay, uniqueEmail, verifiedUserViaApi } from './helpers';

// Saves 390×844 pictures of finished items (an Expired parcel with "Post again", an Expired ride) and of
// Home's Active and Past groups, in both languages. Housekeeping runs as if 40 days had passed, so this
// user's New parcel and empty ride expire.

const KYIV = 703448;
const LVIV = 702550;
const ZHYTOMYR = 686967;
const RIVNE = 695594;

const TEXT = {
  en: { rides: 'Rides', postAgain: 'Post again', name: 'Olena' },
  uk: { rides: 'Поїздки', postAgain: 'Опублікувати знову', name: 'Олена' },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`next steps and finished items in ${lang}`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const shot = camera(`${lang}-next-steps`);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const { token } = await verifiedUserViaApi(page.request, uniqueEmail(`shots-next-${lang}`));
    const headers = { 'X-CSRF-Token': token };
    const post = async (path: string, data: object, status = 201) => {
      const res = await page.request.post(path, { data, headers });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
      return (await res.json()) as Record<string, number>;
    };
    await post(
      '/auth/signup/about-yourself',
      { name: text.name, surname: 'Kovalenko', phone: '+380671234500', wantsToDrive: true },
      200,
    );
    expect((await page.request.put('/api/profile/language', { data: { language: lang }, headers })).ok()).toBeTruthy();
    const parcel = (from: number, to: number, days: number) =>
      post('/api/parcels', {
        type: 'documents',
        size: 'S',
        cost: 200,
        shippingAddress: { placeId: from },
        deliveryAddress: { placeId: to },
        shippingDate: localDay(days),
        recipient: { name: 'Ivan', emailAddress: 'ivan@example.com' },
      });
    const lapsed = await parcel(KYIV, LVIV, 1);
    const { VehicleId } = await addVehicleViaApi(page.request as APIRequestContext, token);
    const departureDate = new Date(Date.now() + 86_400_000).toISOString();
    const ride = await post('/api/rides', {
      departureAddress: { placeId: KYIV },
      arrivalAddress: { placeId: LVIV },
      departureDate,
      capacity: 2,
      vehicleId: VehicleId,
    });

    // Housekeeping as if 40 days had passed, from a signed-out context (no CSRF token needed).
    const anon = await playwright.request.newContext({ baseURL });
    const now = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const ran = await anon.post('/dev/housekeeping', { data: { now } });
    expect(ran.status(), await ran.text()).toBe(200);
    await anon.dispose();
    // Items made afterwards stay active.
    await parcel(ZHYTOMYR, RIVNE, 2);
    await parcel(KYIV, RIVNE, 3);

    await page.goto(`/parcel/${lapsed.parcelId}`);
    await expect(page.getByRole('link', { name: text.postAgain })).toHaveAttribute(
      'href',
      `/parcel?from=${lapsed.parcelId}`,
    );
    await shot(page, 'parcel-expired');
    await page.goto(`/ride/${ride.rideId}`);
    await expect(page.locator('.next-step--ended')).toBeVisible();
    await shot(page, 'ride-expired');
    await page.goto('/');
    await expect(page.locator('.home-group')).toHaveCount(2);
    await shot(page, 'home-active-past');
    await page.getByRole('tab', { name: text.rides }).click();
    await expect(page.locator('.home-group')).toHaveCount(2);
    await shot(page, 'home-rides-past');
  });
}
