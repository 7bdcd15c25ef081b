import { camera } from './camera';
import { expect, test } from './fixtures';
import { KYIV, localDay, LVIV, RIVNE, seedParcel, seedRide, seedUser, ZHYTOMYR } from './helpers';

// Saves 390×844 pictures of finished items (an Expired parcel with "Post again", an Expired ride) and of
// Home's Active and Past groups, in both languages. Housekeeping runs as if 40 days had passed, so this
// user's New parcel and empty ride expire — and everyone else's on the server: @housekeeping scenarios run on
// a server of their own, one at a time (playwright.config.ts).

const TEXT = {
  en: { rides: 'Rides', postAgain: 'Post again', name: 'Olena' },
  uk: { rides: 'Поїздки', postAgain: 'Опублікувати знову', name: 'Олена' },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`next steps and finished items in ${lang}`, { tag: '@housekeeping' }, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const shot = camera(`${lang}-next-steps`);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const me = await seedUser(page.request, `shots-next-${lang}`, {
      about: { name: text.name, surname: 'Kovalenko', phone: '+380671234500' },
      language: lang,
    });
    const parcel = (from: number, to: number, days: number) =>
      seedParcel(me, {
        type: 'documents',
        size: 'S',
        cost: 200,
        shippingAddress: { placeId: from },
        deliveryAddress: { placeId: to },
        shippingDate: localDay(days),
        recipient: { name: 'Ivan', emailAddress: 'ivan@example.com' },
      });
    const lapsed = await parcel(KYIV, LVIV, 1);
    const ride = await seedRide(me, { departureDate: new Date(Date.now() + 86_400_000).toISOString(), capacity: 2 });

    // Housekeeping as if 40 days had passed, from a signed-out context (no CSRF token needed).
    const anon = await playwright.request.newContext({ baseURL });
    const now = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const ran = await anon.post('/dev/housekeeping', { data: { now } });
    expect(ran.status(), await ran.text()).toBe(200);
    await anon.dispose();
    // Items made afterwards stay active.
    await parcel(ZHYTOMYR, RIVNE, 2);
    await parcel(KYIV, RIVNE, 3);

    await page.goto(`/parcel/${lapsed}`);
    await expect(page.getByRole('link', { name: text.postAgain })).toHaveAttribute('href', `/parcel?from=${lapsed}`);
    await shot(page, 'parcel-expired');
    await page.goto(`/ride/${ride}`);
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
