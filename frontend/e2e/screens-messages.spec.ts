import { camera } from './camera';
import { expect, test } from './fixtures';
import { type ApiUser, json, seedParcel, seedRide, seedUser } from './helpers';

// Saves 390×844 pictures of the Messages screens in both languages: no conversations yet; a sender's
// conversations (unread, read, closed); the sender's thread with contacts hidden; a closed one; and the driver's
// side: the request card quoting the message, and the same thread.

const TEXT = {
  en: {
    sender: ['Iryna', 'Bondar'],
    drivers: [
      ['Oleh', 'Shevchenko'],
      ['Andrii', 'Melnyk'],
    ],
    empty: 'No messages yet',
    list: 'Conversations',
    thread: 'Messages',
    closed: 'This conversation is closed',
    ask: 'Hello! Could you take a box of books to Rivne? Call me: +380 67 123 4567',
    lines: [
      'Hi Iryna! Yes, I have room.\nI pass Zhytomyr around 9:00 on the day.',
      'My number is +380 50 765 4321, or write to oleh.s@example.com',
      "Great, thank you! The box is about 5 kg, it's at Kyivska 12.",
      'Perfect. See you then!',
    ],
    other: ['Hi! Is there space for a small parcel?', 'Yes, there is.', "Thanks, I'll wait for your answer"],
    declined: 'Could you take documents to Rivne?',
  },
  uk: {
    sender: ['Ірина', 'Бондар'],
    drivers: [
      ['Олег', 'Шевченко'],
      ['Андрій', 'Мельник'],
    ],
    empty: 'Повідомлень поки немає',
    list: 'Розмови',
    thread: 'Повідомлення',
    closed: 'Цю розмову закрито',
    ask: 'Добрий день! Чи можете взяти коробку книжок до Рівного? Мій номер: +380 67 123 4567',
    lines: [
      'Вітаю, Ірино! Так, місце є.\nУ Житомирі буду близько 9:00.',
      'Мій номер +380 50 765 4321, або пишіть на oleh.s@example.com',
      'Чудово, дякую! Коробка важить близько 5 кг, вона на Київській, 12.',
      'Домовилися. До зустрічі!',
    ],
    other: [
      'Добрий день! Чи знайдеться місце для невеликої посилки?',
      'Так, знайдеться.',
      'Дякую, чекатиму на відповідь',
    ],
    declined: 'Чи можете взяти документи до Рівного?',
  },
} as const;

/** ask sends a request for parcelId to rideId with a message; it answers the pair's conversation id. */
const ask = async (sender: ApiUser, rideId: number, parcelId: number, message: string) =>
  sender.post<{ requestId: number; conversationId: number }>(
    `/api/rides/${rideId}/requests`,
    { parcelId, message },
    201,
  );

/** write sends a message to a conversation as `user`. */
const write = (user: ApiUser, conversationId: number, text: string) =>
  user.post(`/api/conversations/${conversationId}/messages`, { text }, 201);

for (const lang of ['en', 'uk'] as const) {
  test(`messages screens in ${lang}`, async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const shot = camera(`${lang}-messages`);
    const about = ([name, surname]: readonly string[]) => ({ about: { name, surname }, language: lang });

    // The sender on `page`, the first driver in a browser context of their own, the second through the API.
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const driverContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const driverPage = await driverContext.newPage();
    await driverPage.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const otherApi = await playwright.request.newContext({ baseURL });
    const [sender, oleh, andrii] = await Promise.all([
      seedUser(page.request, `shots-msg-sender-${lang}`, about(text.sender)),
      seedUser(driverPage.request, `shots-msg-oleh-${lang}`, about(text.drivers[0])),
      seedUser(otherApi, `shots-msg-andrii-${lang}`, about(text.drivers[1])),
    ]);

    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
    await shot(page, 'empty');

    // Rides first, so that the parcels are not told of them (match_found) in the bell.
    const [rideA, rideB] = await Promise.all([seedRide(oleh), seedRide(andrii)]);
    const [books, small, papers] = await Promise.all([
      seedParcel(sender),
      seedParcel(sender, { type: 'clothing' }),
      seedParcel(sender, { type: 'documents' }),
    ]);
    // A declined request closes its conversation; an answered and a read one; the newest, unread, last.
    const closed = await ask(sender, rideA, papers, text.declined);
    await oleh.post(`/api/requests/${closed.requestId}/decline`);
    const read = await ask(sender, rideB, small, text.other[0]);
    await write(andrii, read.conversationId, text.other[1]);
    await sender.post(`/api/conversations/${read.conversationId}/read`);
    await write(sender, read.conversationId, text.other[2]);
    const open = await ask(sender, rideA, books, text.ask);
    await write(oleh, open.conversationId, text.lines[0]);
    await write(oleh, open.conversationId, text.lines[1]);
    await write(sender, open.conversationId, text.lines[2]);
    await write(oleh, open.conversationId, text.lines[3]);
    await Promise.all([sender, oleh].map((u) => u.post('/api/notifications/read', { all: true })));
    await otherApi.dispose();

    await page.goto('/messages');
    const list = page.getByRole('list', { name: text.list });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await shot(page, 'list');

    await page.goto(`/messages/${open.conversationId}`);
    const thread = page.getByRole('list', { name: text.thread });
    await expect(thread.locator('.bubble')).toHaveCount(5);
    await expect(thread).toContainText('•••');
    await shot(page, 'thread', { full: false });

    await page.goto(`/messages/${closed.conversationId}`);
    await expect(page.getByText(text.closed)).toBeVisible();
    await shot(page, 'closed', { top: true });

    // The driver: the request on the ride quotes the message (contacts hidden) and leads to the conversation.
    await driverPage.goto(`/ride/${rideA}`);
    const quote = driverPage.getByRole('figure').filter({ hasText: '•••' }).first();
    await expect(quote).toContainText('•••');
    await quote.scrollIntoViewIfNeeded();
    await shot(driverPage, 'driver-request', { full: false });
    await driverPage.goto(`/messages/${open.conversationId}`);
    await expect(driverPage.getByRole('list', { name: text.thread }).locator('.bubble')).toHaveCount(5);
    await shot(driverPage, 'driver-thread', { full: false });
    // Shown, it is read.
    const unread = async () => {
      const list = await json<{ conversationId: number; unread: number }[]>(
        await driverPage.request.get('/api/conversations'),
      );
      return list.find((c) => c.conversationId === open.conversationId)?.unread;
    };
    await expect.poll(unread).toBe(0);
    await driverContext.close();
  });
}
