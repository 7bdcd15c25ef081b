import { camera } from './camera';
import { expect, test } from './fixtures';
import { json, seedParcel, seedRide, seedUser } from './helpers';

// Saves 390×844 pictures of the Notifications screen in both languages: empty, a driver's (requests asked,
// an offer accepted, a request cancelled; one read) and a sender's (an offer, a pickup), the bell on each.

const PEOPLE = {
  en: {
    driver: ['Oleh', 'Shevchenko'],
    senders: [
      ['Iryna', 'Bondar'],
      ['Mariia', 'Tkachenko'],
      ['Olena', 'Kovalenko'],
    ],
  },
  uk: {
    driver: ['Олег', 'Шевченко'],
    senders: [
      ['Ірина', 'Бондар'],
      ['Марія', 'Ткаченко'],
      ['Олена', 'Коваленко'],
    ],
  },
} as const;

const TEXT = {
  en: {
    title: 'Notifications',
    unread: 'Notifications, 3 unread',
    nothing: 'Nothing yet',
    offered: 'offered to carry your parcel',
  },
  uk: {
    title: 'Сповіщення',
    unread: 'Сповіщення, 3 непрочитані',
    nothing: 'Поки що нічого',
    offered: 'пропонує доставити вашу посилку',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`notifications screens in ${lang}`, async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const people = PEOPLE[lang];
    const shot = camera(`${lang}-notifications`);
    const about = ([name, surname]: readonly string[]) => ({ about: { name, surname }, language: lang });

    // The driver on `page`, two senders through the API, the third in a browser context of their own.
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const driver = await seedUser(page.request, `shots-note-driver-${lang}`, about(people.driver));
    const apis = await Promise.all([0, 1].map(() => playwright.request.newContext({ baseURL })));
    const senderContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const senderPage = await senderContext.newPage();
    await senderPage.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const [first, second, third] = await Promise.all([
      seedUser(apis[0], `shots-note-a-${lang}`, about(people.senders[0])),
      seedUser(apis[1], `shots-note-b-${lang}`, about(people.senders[1])),
      seedUser(senderPage.request, `shots-note-c-${lang}`, about(people.senders[2])),
    ]);

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: text.nothing })).toBeVisible();
    await shot(page, 'empty');

    const rideId = await seedRide(driver);
    const [p1, p2, p3] = await Promise.all([first, second, third].map((sender) => seedParcel(sender)));
    const asked = await first.post(`/api/rides/${rideId}/requests`, { parcelId: p1 }, 201);
    await second.post(`/api/rides/${rideId}/requests`, { parcelId: p2 }, 201);
    const offer = await driver.post(`/api/parcels/${p3}/requests`, { rideId }, 201);
    await third.post(`/api/requests/${offer.requestId}/approve`);
    await driver.post(`/api/parcels/${p3}/pickup`);
    await first.post(`/api/requests/${asked.requestId}/cancel`);
    // The driver has read the oldest: the first sender's request.
    const mine = await json<{ items: { notificationId: number }[] }>(await page.request.get('/api/notifications'));
    await driver.post('/api/notifications/read', { ids: [mine.items[mine.items.length - 1].notificationId] });

    await page.goto('/notifications');
    await expect(page.getByRole('list', { name: text.title }).getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('link', { name: text.unread })).toBeVisible();
    await shot(page, 'driver');

    // Newest first: the pickup, then the offer (and any ride another scenario published that fitted the parcel
    // while it was New: match_found).
    await senderPage.goto('/notifications');
    const sent = senderPage.getByRole('list', { name: text.title }).getByRole('link');
    await expect(sent.first()).toHaveAccessibleName(new RegExp(`${people.driver[0]} ${people.driver[1][0]}\\.`));
    await expect(sent.filter({ hasText: text.offered })).toHaveCount(1);
    await shot(senderPage, 'sender');
    await senderContext.close();
    await Promise.all(apis.map((api) => api.dispose()));
  });
}
