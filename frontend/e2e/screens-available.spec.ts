import { camera, type ShotOptions } from './camera';
import { expect, test } from './fixtures';
import {
  addVehicleViaApi,
  type ApiUser,
  fillDate,
  kyivToday,
  KYIV,
  LVIV,
  RIVNE,
  seedParcel,
  seedRide,
  seedUser,
  ZHYTOMYR,
} from './helpers';

// Saves 390×844 pictures of the available parcels and drivers screens, in both languages, for people to look
// at (in SCREENS_DIR when set). Other scenarios' parcels and rides share the server: the cards acted on are
// this scenario's own, and the empty searches go Uzhhorod → Sumy, where no scenario publishes.

const TEXT = {
  en: {
    request: 'Request',
    approve: 'Approve',
    from: 'From',
    to: 'To',
    uzhhorod: 'Uzhh',
    sumy: 'Sumy',
    date: 'Date',
    other: 'Bohdan',
  },
  uk: {
    request: 'Надіслати запит',
    approve: 'Схвалити',
    from: 'Звідки',
    to: 'Куди',
    uzhhorod: 'Ужго',
    sumy: 'Сум',
    date: 'Дата',
    other: 'Богдан',
  },
} as const;

/** ride publishes a Kyiv → Lviv ride `days` ahead in a Volkswagen Touran. */
async function ride(user: ApiUser, days: number, capacity: number) {
  const { VehicleId } = await addVehicleViaApi(user.api, user.token, {
    vehicleType: 'car',
    modelType: 'minivan',
    modelName: 'Volkswagen Touran',
    idNumber: 'AA 7777 KI',
  });
  const departureDate = new Date(Date.now() + days * 86_400_000).toISOString();
  return seedRide(user, { vehicleId: VehicleId, departureDate, capacity });
}

/** parcel publishes a parcel picked up today, due `deliverBy` days ahead if given. */
function parcel(user: ApiUser, type: string, size: string, cost: number, from: number, to: number, deliverBy?: number) {
  return seedParcel(user, {
    type,
    size,
    cost,
    shippingAddress: { placeId: from },
    deliveryAddress: { placeId: to },
    deliveryDate: deliverBy
      ? new Intl.DateTimeFormat('en-CA').format(new Date(Date.now() + deliverBy * 86_400_000))
      : '',
  });
}

for (const lang of ['en', 'uk'] as const) {
  test(`available parcels and drivers screens in ${lang}`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const snap = camera(`${lang}-available`);
    const shot = (name: string, options?: ShotOptions) => snap(page, name, { top: false, ...options });

    // Someone else: a ride the page's user can ask, and parcels along the page user's ride.
    const otherApi = await playwright.request.newContext({ baseURL });
    const other = await seedUser(otherApi, `shots-avail-other-${lang}`, {
      about: { name: text.other, surname: 'Melnyk' },
    });
    await ride(other, 3, 4);
    // A second ride of theirs, which none of my parcels asked yet: "Request" opens the choice of my parcels.
    await ride(other, 4, 2);
    await parcel(other, 'books', 'S', 350, ZHYTOMYR, RIVNE, 10);
    const asking = await parcel(other, 'electronics', 'M', 1200, ZHYTOMYR, LVIV);

    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const me = await seedUser(page.request, `shots-avail-${lang}`, {
      language: lang,
      about: { name: lang === 'uk' ? 'Оксана' : 'Olena', surname: 'Kovalenko' },
    });
    const rideId = await ride(me, 2, 3);
    const parcelId = await parcel(me, 'documents', 'S', 200, ZHYTOMYR, RIVNE);
    await parcel(me, 'toys', 'L', 500, KYIV, LVIV);
    // The other sender has already asked my ride to take one parcel: its card offers "Approve".
    await other.post(`/api/rides/${rideId}/requests`, { parcelId: asking, cost: 1200 }, 201);
    await otherApi.dispose();
    const otherRide = page.getByRole('article', { name: `${text.other} M.` }).first();

    await page.goto(`/available-parcels?rideId=${rideId}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot('parcels-for-ride');
    await expect(page.getByRole('button', { name: text.approve })).toBeVisible();
    await page
      .getByRole('article')
      .filter({ hasText: `${text.other} M.` })
      .filter({ has: page.getByRole('button', { name: text.request }) })
      .getByRole('button', { name: text.request })
      .click();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
    await shot('parcels-dialog', { full: false });
    await page.getByRole('dialog').getByRole('textbox').first().fill('100001');
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('dialog').locator('.field__error')).toBeVisible();
    await shot('parcels-dialog-error', { full: false });
    await page.keyboard.press('Escape');

    await page.goto('/available-parcels');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot('parcels-all');
    for (const [label, typed] of [
      [text.from, text.uzhhorod],
      [text.to, text.sumy],
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
    await expect(otherRide).toBeVisible();
    await shot('drivers-for-parcel');
    await otherRide.getByRole('button', { name: text.request }).click();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
    await shot('drivers-dialog', { full: false });
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.locator('.request-done')).toBeFocused();
    await expect(page.locator('.toast')).toHaveCount(0);
    await shot('drivers-request-sent', { top: true });

    await page.goto('/available-drivers');
    await page
      .getByRole('article', { name: `${text.other} M.` })
      .filter({ has: page.getByRole('button', { name: text.request }) })
      .first()
      .getByRole('button', { name: text.request })
      .click();
    await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
    await shot('drivers-dialog-choose', { full: false });
    await page.keyboard.press('Escape');
    for (const [label, typed] of [
      [text.from, text.uzhhorod],
      [text.to, text.sumy],
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

  // A laptop's window: the search in one line, the order beside the results and the result's map beside them.
  test(`available parcels and drivers on a laptop in ${lang}`, async ({ page, playwright, baseURL }) => {
    const snap = camera(`${lang}-available-wide`);
    await page.setViewportSize({ width: 1280, height: 800 });
    const otherApi = await playwright.request.newContext({ baseURL });
    // Not the other scenario's Bohdan, whose cards it picks by name.
    const other = await seedUser(otherApi, `shots-wide-other-${lang}`, {
      about: { name: lang === 'uk' ? 'Іванна' : 'Ivanna', surname: 'Melnyk' },
    });
    await ride(other, 3, 4);
    await parcel(other, 'books', 'S', 350, ZHYTOMYR, RIVNE, 10);
    await otherApi.dispose();
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    await seedUser(page.request, `shots-wide-${lang}`, {
      language: lang,
      about: { name: 'Olena', surname: 'Kovalenko' },
    });

    await page.goto(`/available-drivers?from=${KYIV}&to=${LVIV}`);
    await expect(page.getByRole('complementary').getByRole('img')).toBeVisible();
    await snap(page, 'drivers', { full: false });
    await page.goto(`/available-parcels?from=${ZHYTOMYR}&sort=price`);
    await expect(page.getByRole('complementary').getByRole('img')).toBeVisible();
    await snap(page, 'parcels-by-price', { full: false });
  });
}
