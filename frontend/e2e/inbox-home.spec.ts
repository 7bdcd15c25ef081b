import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { type ApiUser, placeId, seedParcel, seedRide, seedUser } from './helpers';

// Messages as a two-pane inbox on a laptop (the list beside the open conversation), unchanged on a phone; and Home
// as a to-do list: a driver with a request to answer sees it counted on the Rides tab, where Home opens.
// Every ride and parcel here goes Pryluky → Uman, which no other scenario uses.

// A name of letters only that no other scenario uses, so a row or a card can be told apart in a shared database.
const uniqueName = (first: string) =>
  first + Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const WIDE = { width: 1280, height: 800 };

/** route is Pryluky → Uman, as the seeding calls take it. */
async function route(user: ApiUser) {
  const [from, to] = await Promise.all([placeId(user.api, 'Pryluky'), placeId(user.api, 'Uman')]);
  return { from: { placeId: from }, to: { placeId: to } };
}

/**
 * twoConversations makes a sender on `page` who has asked two drivers (each through an API context of their own)
 * to take a parcel, each time with a message: it answers the drivers' cards ("Name S.") and the two messages.
 */
async function twoConversations(page: Page, newApi: () => Promise<ApiUser['api']>) {
  const names = [uniqueName('Taras'), uniqueName('Marko')];
  const [sender, ...drivers] = await Promise.all([
    seedUser(page.request, 'inbox-sender', { about: { name: uniqueName('Oksana'), surname: 'Savchuk' } }),
    ...names.map(async (name) => seedUser(await newApi(), 'inbox-driver', { about: { name, surname: 'Stepanenko' } })),
  ]);
  const { from, to } = await route(sender);
  const rides = await Promise.all(drivers.map((d) => seedRide(d, { departureAddress: from, arrivalAddress: to })));
  const texts = ['Could you take a box of apples?', 'Is there room for a small bag?'];
  for (const [i, rideId] of rides.entries()) {
    const parcelId = await seedParcel(sender, { shippingAddress: from, deliveryAddress: to });
    await sender.post(`/api/rides/${rideId}/requests`, { parcelId, message: texts[i] }, 201);
  }
  return { cards: names.map((n) => `${n} S.`), texts };
}

test.describe('a laptop-wide inbox', () => {
  test.use({ viewport: WIDE });

  test('keeps my conversations beside the open one, marking it, as I switch between them', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const apis: ApiUser['api'][] = [];
    const newApi = async () => {
      const api = await playwright.request.newContext({ baseURL });
      apis.push(api);
      return api;
    };
    const { cards, texts } = await twoConversations(page, newApi);

    // Nothing chosen yet: the list on the left, and the right pane says to choose.
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Conversations' });
    const row = (card: string) => list.getByRole('link', { name: new RegExp(`^${card}`) });
    await expect(row(cards[0])).toBeVisible();
    await expect(row(cards[1])).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a conversation' })).toBeVisible();
    await expect(list.locator('[aria-current="page"]')).toHaveCount(0);

    // The older conversation opens on the right, its parcel above the thread; the list stays, marking it.
    await row(cards[0]).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    const first = page.url();
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(thread).toContainText(texts[0]);
    await expect(page.getByRole('heading', { name: 'Choose a conversation' })).toBeHidden();
    await expect(page.getByRole('heading', { name: cards[0] })).toBeVisible();
    await expect(page.getByText('Parcel Pryluky → Uman')).toBeVisible();
    await expect(page.getByRole('link', { name: 'My parcel' })).toBeVisible();
    await expect(list).toBeVisible();
    await expect(row(cards[0])).toHaveAttribute('aria-current', 'page');
    await expect(row(cards[1])).not.toHaveAttribute('aria-current', 'page');
    // Side by side: the list on the left of the thread, both in view at once; no way "back" to a list in view.
    const [listBox, threadBox] = await Promise.all([list.boundingBox(), thread.boundingBox()]);
    expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(threadBox!.x);
    expect(listBox!.y).toBeLessThan(WIDE.height);
    expect(threadBox!.y).toBeLessThan(WIDE.height);
    await expect(page.getByRole('link', { name: 'Back to all messages' })).toBeHidden();

    // The other one: the list is still there, the mark moves, the thread is the other's.
    await row(cards[1]).click();
    await expect(page).not.toHaveURL(first);
    await expect(thread).toContainText(texts[1]);
    await expect(thread).not.toContainText(texts[0]);
    await expect(page.getByRole('heading', { name: cards[1] })).toBeVisible();
    await expect(row(cards[1])).toHaveAttribute('aria-current', 'page');
    await expect(row(cards[0])).not.toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Back in the browser goes to the first conversation, still beside the list.
    await page.goBack();
    await expect(page).toHaveURL(first);
    await expect(thread).toContainText(texts[0]);
    await expect(row(cards[0])).toHaveAttribute('aria-current', 'page');
    await Promise.all(apis.map((a) => a.dispose()));
  });
});

test('on a phone the list and a conversation stay two screens, with the way back', async ({
  page,
  playwright,
  baseURL,
}) => {
  const apis: ApiUser['api'][] = [];
  const newApi = async () => {
    const api = await playwright.request.newContext({ baseURL });
    apis.push(api);
    return api;
  };
  const { cards, texts } = await twoConversations(page, newApi);

  await page.goto('/messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Choose a conversation' })).toBeHidden();

  // The conversation takes the whole screen: the list is gone, its heading is the page's.
  await list.getByRole('link', { name: new RegExp(`^${cards[1]}`) }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(texts[1]);
  await expect(page.getByRole('heading', { level: 1, name: cards[1] })).toBeVisible();
  await expect(list).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Messages', exact: true })).toBeHidden();

  // Its back link leads to the list again.
  await page.getByRole('link', { name: 'Back to all messages' }).click();
  await expect(page).toHaveURL('/messages');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Messages' })).toBeHidden();
  await Promise.all(apis.map((a) => a.dispose()));
});

test("Home counts a driver's request to answer on the Rides tab and opens there", async ({
  page,
  playwright,
  baseURL,
}) => {
  const senderApi = await playwright.request.newContext({ baseURL });
  const [driver, sender] = await Promise.all([
    seedUser(page.request, 'home-driver', { about: { name: uniqueName('Yurii'), surname: 'Tkachenko' } }),
    seedUser(senderApi, 'home-sender', { about: { name: uniqueName('Halyna'), surname: 'Moroz' } }),
  ]);
  const { from, to } = await route(driver);
  const rideId = await seedRide(driver, { departureAddress: from, arrivalAddress: to });
  const [taken, waiting] = await Promise.all([
    seedParcel(sender, { shippingAddress: from, deliveryAddress: to }),
    seedParcel(sender, { shippingAddress: from, deliveryAddress: to, type: 'documents' }),
  ]);
  // One request approved (the ride now carries a parcel), one waiting for the driver's answer.
  const { requestId } = await sender.post<{ requestId: number }>(
    `/api/rides/${rideId}/requests`,
    { parcelId: taken },
    201,
  );
  await driver.post(`/api/requests/${requestId}/approve`);
  await sender.post(`/api/rides/${rideId}/requests`, { parcelId: waiting }, 201);
  await senderApi.dispose();

  // Home opens on Rides, which names what it counts; Parcels has nothing waiting.
  await page.goto('/');
  const rides = page.getByRole('tab', { name: 'Rides, 1 request to answer' });
  await expect(rides).toHaveAttribute('aria-selected', 'true');
  await expect(rides).toContainText('1');
  await expect(page.getByRole('tab', { name: 'Parcels', exact: true })).toHaveAttribute('aria-selected', 'false');
  // The ride's card says what it carries and what waits.
  const card = page.getByRole('tabpanel').getByRole('link').filter({ hasText: 'Pryluky' });
  await expect(card).toContainText('1 of 3 parcels');
  await expect(card).toContainText('1 request to answer');

  // Parcels chosen by hand stays chosen when Home is opened again in the visit.
  await page.getByRole('tab', { name: 'Parcels', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Parcels', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page).toHaveURL('/messages');
  await page.getByRole('link', { name: 'Ridepost, go to home' }).click();
  await expect(page.getByRole('tab', { name: 'Parcels', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Rides, 1 request to answer' })).toHaveAttribute('aria-selected', 'false');
});
