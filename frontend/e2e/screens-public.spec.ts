import { camera } from './camera';
import { expect, test } from './fixtures';
import { seedParcel, seedRide, seedUser } from './helpers';

// Saves 390×844 pictures of what a signed-out visitor sees, in both languages, each checked with axe: the
// public home, the public lists (with a ride and a parcel of this scenario's own), a public card, and sign-up
// asked for by a result's Request.

const TEXT = {
  en: { findRides: 'Find rides', findParcels: 'Find parcels', request: 'Request' },
  uk: { findRides: 'Знайти поїздки', findParcels: 'Знайти посилки', request: 'Надіслати запит' },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`the signed-out screens in ${lang}`, async ({ page, request, baseURL }) => {
    const text = TEXT[lang];
    const someone = await seedUser(request, `shots-public-${lang}`, { about: { name: 'Marta', surname: 'Hnatiuk' } });
    await seedRide(someone);
    await seedParcel(someone);
    const shot = camera(`${lang}-public`);
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);

    await page.goto('/');
    await expect(page.getByRole('button', { name: text.findRides })).toBeEnabled();
    await shot(page, 'home');

    await page.getByRole('button', { name: text.findParcels }).click();
    await expect(page).toHaveURL(/\/available-parcels$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot(page, 'parcels');

    await page.goto('/available-drivers');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot(page, 'drivers');

    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await shot(page, 'user-card');
    await page.goBack();

    await page.getByRole('article').first().getByRole('button', { name: text.request }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.locator('.notice')).toBeVisible();
    await shot(page, 'signup-to-request');
  });
}
