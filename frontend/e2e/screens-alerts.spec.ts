import { camera, type ShotOptions } from './camera';
import { expect, test } from './fixtures';
import { chooseCity, KYIV, LVIV, RIVNE, seedParcel, seedUser, ZHYTOMYR } from './helpers';

// Saves 390×844 pictures of the Saved routes screen in both languages — empty, refusing the same city twice,
// with routes, asking before a delete — and of "Notify me" under a thin search, before and after. The thin
// searches go where no other scenario publishes: Kherson → Mykolaiv (en) and Chernivtsi → Ternopil (uk).

const ODESA = 698740;
const ROUTES = {
  en: { from: 706448, to: 700569, typedFrom: 'Kherso', typedTo: 'Mykola', fromName: 'Kherson', toName: 'Mykolaiv' },
  uk: { from: 710719, to: 691650, typedFrom: 'Чернів', typedTo: 'Терноп', fromName: 'Чернівці', toName: 'Тернопіль' },
} as const;

const TEXT = {
  en: {
    kyiv: ['Kyi', 'Kyiv'],
    rides: 'Rides',
    from: 'From',
    to: 'To',
    save: 'Save route',
    delete: /^Delete saved route: /,
    notify: 'Notify me',
    sender: ['Iryna', 'Bondar'],
  },
  uk: {
    kyiv: ['Киї', 'Київ'],
    rides: 'Поїздки',
    from: 'Звідки',
    to: 'Куди',
    save: 'Зберегти маршрут',
    delete: /^Видалити збережений маршрут: /,
    notify: 'Повідомити мене',
    sender: ['Ірина', 'Бондар'],
  },
} as const;

/** day is a date `days` from today in Kyiv (YYYY-MM-DD). */
const day = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(Date.now() + days * 86_400_000));

for (const lang of ['en', 'uk'] as const) {
  test(`saved routes screens in ${lang}`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const route = ROUTES[lang];
    const snap = camera(`${lang}-alerts`);
    const shot = (name: string, options?: ShotOptions) => snap(page, name, { top: true, ...options });

    // Someone's parcel on the thin search's route: its one result.
    const senderApi = await playwright.request.newContext({ baseURL });
    const sender = await seedUser(senderApi, `shots-alerts-sender-${lang}`, {
      about: { name: text.sender[0], surname: text.sender[1] },
    });
    await seedParcel(sender, {
      type: 'clothing',
      size: 'M',
      cost: 300,
      shippingAddress: { placeId: route.from },
      deliveryAddress: { placeId: route.to },
    });
    await senderApi.dispose();

    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const me = await seedUser(page.request, `shots-alerts-${lang}`, {
      language: lang,
      about: { name: lang === 'uk' ? 'Оксана' : 'Olena', surname: 'Kovalenko' },
    });

    await page.goto('/profile/alerts');
    await expect(page.locator('.empty-state')).toBeVisible();
    await shot('empty');

    await page.getByRole('radio', { name: text.rides }).check();
    await chooseCity(page, text.from, text.kyiv[0], text.kyiv[1]);
    await chooseCity(page, text.to, text.kyiv[0], text.kyiv[1]);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.locator('.field__error')).toBeVisible();
    await shot('same-city');

    for (const alert of [
      { kind: 'rides', from: { placeId: ODESA }, to: { placeId: KYIV }, dateFrom: day(3), dateTo: day(10) },
      { kind: 'parcels', from: { placeId: ZHYTOMYR }, to: { placeId: RIVNE }, dateFrom: day(1) },
      { kind: 'parcels', from: { placeId: KYIV }, to: { placeId: LVIV } },
    ])
      await me.post('/api/alerts', alert, 201);
    await page.goto('/profile/alerts');
    await expect(page.locator('.alert-card')).toHaveCount(3);
    await shot('routes');
    await page.getByRole('button', { name: text.delete }).first().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shot('delete', { full: false, top: false });
    await page.keyboard.press('Escape');

    await page.goto('/available-parcels');
    await chooseCity(page, text.from, route.typedFrom, route.fromName);
    await chooseCity(page, text.to, route.typedTo, route.toName);
    await expect(page.locator('.notify-card')).toBeVisible();
    await shot('notify-me');
    await page.getByRole('button', { name: text.notify }).click();
    await expect(page.locator('.notify-card--saved')).toBeFocused();
    await expect(page.locator('.toast')).toHaveCount(0);
    await shot('notify-me-saved');
  });
}
