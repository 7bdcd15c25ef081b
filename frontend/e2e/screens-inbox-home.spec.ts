import { camera } from './camera';
import { expect, test } from './fixtures';
import { type ApiUser, placeId, seedParcel, seedRide, seedUser } from './helpers';

// Saves pictures of the inbox and of Home as a to-do list, on a phone (390×844) and a laptop (1280×800), in both
// languages: a sender's conversations (none yet; then none chosen; then one open, beside the list on the laptop),
// their Home with where each parcel is; and a driver's Home opening on Rides, counting the request to answer.

const TEXT = {
  en: {
    sender: ['Iryna', 'Bondar'],
    drivers: [
      ['Oleh', 'Shevchenko'],
      ['Andrii', 'Melnyk'],
    ],
    list: 'Conversations',
    thread: 'Messages',
    choose: 'Choose a conversation',
    empty: 'No messages yet',
    ridesWaiting: 'Rides, 1 request to answer',
    ask: 'Hello! Could you take a box of books to Uman?',
    lines: ['Hi Iryna! Yes, I have room.', 'Great, thank you! The box is about 5 kg.', 'Perfect. See you then!'],
    other: 'Hi! Is there space for a small bag of clothes?',
  },
  uk: {
    sender: ['Ірина', 'Бондар'],
    drivers: [
      ['Олег', 'Шевченко'],
      ['Андрій', 'Мельник'],
    ],
    list: 'Розмови',
    thread: 'Повідомлення',
    choose: 'Оберіть розмову',
    empty: 'Повідомлень поки немає',
    ridesWaiting: 'Поїздки, 1 запит чекає на відповідь',
    ask: 'Добрий день! Чи можете взяти коробку книжок до Умані?',
    lines: ['Вітаю, Ірино! Так, місце є.', 'Чудово, дякую! Коробка важить близько 5 кг.', 'Домовилися. До зустрічі!'],
    other: 'Добрий день! Чи знайдеться місце для невеликої сумки з одягом?',
  },
} as const;

const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const;

/** write sends a message to a conversation as `user`. */
const write = (user: ApiUser, conversationId: number, text: string) =>
  user.post(`/api/conversations/${conversationId}/messages`, { text }, 201);

/** kyivDay is the day `days` from today in Kyiv (YYYY-MM-DD), as parcels' dates are. */
const kyivDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(Date.now() + days * 86_400_000));

for (const lang of ['en', 'uk'] as const) {
  test(`inbox and home screens in ${lang}`, async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(150_000);
    const text = TEXT[lang];
    const about = ([name, surname]: readonly string[]) => ({ about: { name, surname }, language: lang });

    // The sender on `page`, the first driver in a browser context of their own, the second through the API.
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const driverContext = await browser.newContext({ baseURL });
    const driverPage = await driverContext.newPage();
    await driverPage.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const otherApi = await playwright.request.newContext({ baseURL });
    const [sender, oleh, andrii] = await Promise.all([
      seedUser(page.request, `shots-inbox-sender-${lang}`, about(text.sender)),
      seedUser(driverPage.request, `shots-inbox-oleh-${lang}`, about(text.drivers[0])),
      seedUser(otherApi, `shots-inbox-andrii-${lang}`, about(text.drivers[1])),
    ]);
    const cameras = Object.fromEntries(SIZES.map(([size]) => [size, camera(`${lang}-inbox-home-${size}`)]));

    // No conversations yet: nothing to choose, the list's empty state alone.
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await page.goto('/messages');
      await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.choose })).toBeHidden();
      await cameras[size](page, 'messages-empty', { full: false });
    }

    const [from, to] = await Promise.all([placeId(sender.api, 'Pryluky'), placeId(sender.api, 'Uman')]);
    const way = { shippingAddress: { placeId: from }, deliveryAddress: { placeId: to }, deliveryDate: kyivDay(6) };
    // Rides first, so that the parcels are not told of them (match_found) in the bell.
    const [rideA, rideB] = await Promise.all(
      [oleh, andrii].map((d) => seedRide(d, { departureAddress: { placeId: from }, arrivalAddress: { placeId: to } })),
    );
    const [books, clothes] = await Promise.all([
      seedParcel(sender, way),
      seedParcel(sender, { ...way, type: 'clothing' }),
    ]);
    // Andrii takes the clothes (approved); Oleh has the books' request still to answer, and they write.
    const taken = await sender.post<{ requestId: number; conversationId: number }>(
      `/api/rides/${rideB}/requests`,
      { parcelId: clothes, message: text.other },
      201,
    );
    await andrii.post(`/api/requests/${taken.requestId}/approve`);
    await sender.post(`/api/conversations/${taken.conversationId}/read`);
    const open = await sender.post<{ requestId: number; conversationId: number }>(
      `/api/rides/${rideA}/requests`,
      { parcelId: books, message: text.ask },
      201,
    );
    await write(oleh, open.conversationId, text.lines[0]);
    await write(sender, open.conversationId, text.lines[1]);
    await write(oleh, open.conversationId, text.lines[2]);
    await Promise.all([sender, oleh].map((u) => u.post('/api/notifications/read', { all: true })));
    await otherApi.dispose();

    for (const [size, viewport] of SIZES) {
      const shot = cameras[size];
      await Promise.all([page.setViewportSize(viewport), driverPage.setViewportSize(viewport)]);

      await page.goto('/messages');
      const list = page.getByRole('list', { name: text.list });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      if (size === 'laptop') await expect(page.getByRole('heading', { name: text.choose })).toBeVisible();
      await shot(page, 'messages', { full: size === 'phone' });

      await page.goto(`/messages/${open.conversationId}`);
      await expect(page.getByRole('list', { name: text.thread }).locator('.bubble')).toHaveCount(4);
      if (size === 'laptop') await expect(list).toBeVisible();
      await shot(page, 'conversation', { full: false });

      // The sender's Home: where each parcel is.
      await page.goto('/');
      await expect(page.locator('.item-card__where').first()).toBeVisible();
      await page.locator('.tabs').scrollIntoViewIfNeeded();
      await shot(page, 'home-sender', { full: false });

      // The driver's Home opens on Rides, counting the request to answer.
      await driverPage.goto('/');
      const rides = driverPage.getByRole('tab', { name: text.ridesWaiting });
      await expect(rides).toHaveAttribute('aria-selected', 'true');
      await expect(driverPage.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
      await driverPage.locator('.tabs').scrollIntoViewIfNeeded();
      await shot(driverPage, 'home-driver', { full: false });
    }
    await driverContext.close();
  });
}
