import { camera } from './camera';
import { expect, test } from './fixtures';
import { addVehicleViaApi, localDay, placeId, seedParcel, seedRide, seedUser } from './helpers';

// Saves 390×844 pictures of issue 25's screens, in both languages, each checked with axe: the ride form's
// regular trip, Home with a series, the parcel form's prohibited list, and an accepted parcel's route map (the
// ride's line, the parcel's pickup and drop-off, the detour). Khmelnytskyi → Vinnytsia is the series scenario's own
// route; this one publishes Poltava → Sumy.

const TEXT = {
  en: { repeat: 'Repeat every week', days: 'Days', monday: 'Monday', thursday: 'Thursday', rides: 'Rides' },
  uk: { repeat: 'Повторювати щотижня', days: 'Дні', monday: 'Понеділок', thursday: 'Четвер', rides: 'Поїздки' },
} as const;
const SEE_LIST = { en: 'See the list', uk: 'Переглянути перелік' } as const;
const LIST_TITLE = { en: 'Prohibited items', uk: 'Заборонені речі' } as const;
const MAP = {
  en: /^Kyiv → Lviv, 468 km; pickup Zhytomyr about \d\d:\d\d, drop-off Rivne about \d\d:\d\d, \+22 km$/,
  uk: /^Київ → Львів, 468 км; забір Житомир близько \d\d:\d\d, доставка Рівне близько \d\d:\d\d, \+22 км$/,
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`regular trips and the prohibited list in ${lang}`, async ({ page, request }) => {
    const text = TEXT[lang];
    const shot = camera(`${lang}-trips`);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const me = await seedUser(page.request, `shots-trips-${lang}`, {
      language: lang,
      about: { name: lang === 'uk' ? 'Оксана' : 'Olena', surname: 'Kovalenko' },
    });
    const { VehicleId } = await addVehicleViaApi(page.request, me.token);
    const poltava = await placeId(request, 'Poltava');
    const sumy = await placeId(request, 'Sumy');
    await me.post(
      '/api/rides',
      {
        departureAddress: { placeId: poltava },
        arrivalAddress: { placeId: sumy },
        departureDate: `${localDay(2)}T07:30`,
        capacity: 3,
        vehicleId: VehicleId,
        repeat: { weekdays: [1, 4], until: localDay(20) },
      },
      201,
    );

    await page.goto('/ride');
    await page.getByLabel(text.repeat).check();
    const days = page.getByRole('group', { name: text.days });
    await days.getByRole('button', { name: text.monday }).click();
    await days.getByRole('button', { name: text.thursday }).click();
    await shot(page, 'ride-repeat', { top: true });

    await page.goto('/');
    await page.getByRole('tab', { name: text.rides }).click();
    // The series is one card (docs/product.md §5 Series in lists).
    await expect(page.getByRole('region', { name: /Poltava|Полтава/ })).toBeVisible();
    await shot(page, 'home-series');

    await page.goto('/parcel');
    await page.getByRole('button', { name: SEE_LIST[lang] }).click();
    await expect(page.getByRole('dialog', { name: LIST_TITLE[lang] })).toBeVisible();
    await shot(page, 'prohibited-list', { full: false });
    await page.keyboard.press('Escape');

    // My parcel on someone's Kyiv → Lviv ride: its screen draws the ride's line with my pickup, drop-off and detour.
    const driver = await seedUser(request, `shots-trips-driver-${lang}`, {
      about: { name: 'Oleh', surname: 'Melnyk' },
    });
    const [rideId, parcelId] = await Promise.all([seedRide(driver), seedParcel(me)]);
    const { requestId } = await me.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
    await driver.post(`/api/requests/${requestId}/approve`);
    await page.goto(`/parcel/${parcelId}`);
    await expect(page.getByRole('img', { name: MAP[lang] }).locator('path').first()).toBeVisible();
    await shot(page, 'parcel-map');
  });
}
