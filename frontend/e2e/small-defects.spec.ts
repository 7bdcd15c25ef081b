import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { chooseCity, createInTransitParcel, seedParcel, seedRide, seedUser, type ApiUser } from './helpers';

// Small defects testers found in the flows (issue 22, defect 5), each told as the user meets it. The empty
// searches go Uzhhorod → Mukachevo, where no scenario publishes.

for (const list of [
  { path: '/available-drivers', empty: 'No drivers on this route yet', notify: 'ride' },
  { path: '/available-parcels', empty: 'No matching parcels yet', notify: 'parcel' },
]) {
  test(`an empty search on ${list.path} is one card with one "Clear filters"`, async ({ page }) => {
    await seedUser(page.request, 'small-empty', { about: { name: 'Marta', surname: 'Hnatiuk' } });
    await page.goto(list.path);
    // Nothing of any scenario lies between these two: the search is empty.
    await chooseCity(page, 'From', 'Uzhh', 'Uzhhorod');
    await chooseCity(page, 'To', 'Mukach', 'Mukachevo');

    const heading = page.getByRole('heading', { name: list.empty });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(1);
    // "Notify me" is offered inside that card, not as a second "nothing here" card.
    const offer = page.getByRole('region', { name: `Get notified when a ${list.notify} on this route is posted.` });
    await expect(offer.getByRole('button', { name: 'Notify me' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toHaveCount(0);
    const card = page.locator('.empty-state').filter({ has: heading });
    await expect(card.getByRole('region')).toHaveCount(1);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  });
}

/** composerBottom is where the bottom edge of the conversation's text box (its form) is, in the viewport. */
async function composerBottom(page: Page) {
  const form = page.getByRole('textbox', { name: 'Message' }).locator('xpath=ancestor::form[1]');
  const box = await form.boundingBox();
  expect(box, 'the text box is on the screen').not.toBeNull();
  return box!.y + box!.height;
}

test('the text box of a conversation sits at the bottom of the screen, short or long', async ({
  page,
  playwright,
  baseURL,
}) => {
  const driverApi = await playwright.request.newContext({ baseURL });
  const [sender, driver] = await Promise.all([
    seedUser(page.request, 'small-chat-sender', { about: { name: 'Iryna', surname: 'Bondar' } }),
    seedUser(driverApi, 'small-chat-driver', { about: { name: 'Oleh', surname: 'Koval' } }),
  ]);
  const rideId = await seedRide(driver);
  const parcelId = await seedParcel(sender);
  const { conversationId } = await sender.post<{ conversationId: number }>(
    `/api/rides/${rideId}/requests`,
    { parcelId, message: 'Hi! Could you take a box of books?' },
    201,
  );
  const viewport = page.viewportSize()!;

  // A short thread: the box is at the bottom of the screen, not under the last message mid-screen.
  await page.goto(`/messages/${conversationId}`);
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Hi! Could you take a box of books?');
  expect(Math.abs((await composerBottom(page)) - viewport.height)).toBeLessThanOrEqual(1);

  // A long thread scrolls under the box, which stays at the bottom, wherever the thread is scrolled to.
  const write = (user: ApiUser, n: number) =>
    user.post(`/api/conversations/${conversationId}/messages`, { text: `Line ${n}\nof a long talk` }, 201);
  for (let n = 1; n <= 10; n++) await Promise.all([write(sender, 2 * n), write(driver, 2 * n + 1)]);
  await driverApi.dispose();
  await page.goto(`/messages/${conversationId}`);
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Line 21');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the thread is longer than the screen').toBeGreaterThan(viewport.height * 1.5);
  for (const top of [0, height]) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    expect(Math.abs((await composerBottom(page)) - viewport.height)).toBeLessThanOrEqual(1);
  }
});

test('the recipient’s pages have the logo on the centre line of the page', async ({ page, playwright, baseURL }) => {
  const parcel = await createInTransitParcel(playwright, baseURL!);
  const centred = async () => {
    const mark = page.getByRole('img', { name: 'Ridepost' });
    await expect(mark).toBeVisible();
    const logo = await mark.boundingBox();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(Math.abs(logo!.x + logo!.width / 2 - width / 2)).toBeLessThanOrEqual(2);
  };

  await page.goto(parcel.confirmationLink);
  await expect(page.getByRole('button', { name: 'Confirm delivery' })).toBeVisible();
  await centred();
  // The rating step, in Ukrainian (the recipient's own switch) and on a wide screen.
  await page.getByRole('button', { name: 'Українська' }).click();
  await page.goto(`/confirm-delivery/feedback?token=${encodeURIComponent(parcel.token)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await centred();
  await page.setViewportSize({ width: 1280, height: 800 });
  await centred();
});

test('(uk) a city that is its own region is offered by its name once: "Київ", not "Київ Київ"', async ({ page }) => {
  await seedUser(page.request, 'small-city', { language: 'uk' });
  await page.goto('/available-parcels');
  await page.getByRole('combobox', { name: 'Звідки', exact: true }).pressSequentially('Киї');
  await expect(page.getByRole('option', { name: 'Київ', exact: true })).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Київ']);
  // A city of a region of another name still says which region.
  await page.getByRole('combobox', { name: 'Куди', exact: true }).pressSequentially('Житоми');
  await expect(page.getByRole('option').first()).toHaveText(/^Житомир\s*Житомирська область$/);
});

test('a parcel and a ride show the outline of their screen while they load, not a lone spinner', async ({ page }) => {
  const user = await seedUser(page.request, 'small-skeleton', { about: { name: 'Oleh', surname: 'Koval' } });
  const [parcelId, rideId] = await Promise.all([seedParcel(user), seedRide(user)]);

  for (const screen of [
    { path: `/parcel/${parcelId}`, api: `/api/parcels/${parcelId}`, loading: 'Loading the parcel…', title: 'Books' },
    { path: `/ride/${rideId}`, api: `/api/rides/${rideId}`, loading: 'Loading the ride…', title: 'Kyiv → Lviv' },
  ]) {
    // The answer is held until the skeleton has been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${screen.api}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(screen.path);
    const loading = page.getByRole('status').filter({ hasText: screen.loading });
    await expect(loading).toBeVisible();
    await expect(loading.locator('.card')).toHaveCount(2);
    await expect(page.locator('.spinner')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    await expect(loading).toHaveCount(0);
    await page.unrouteAll();
  }
});

test('a bad e-mail verification link says so once, on the page, with the way to a new link', async ({ page }) => {
  await seedUser(page.request, 'small-verify', { verified: false });
  await page.goto('/signup/verified-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: "This link doesn't work" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend e-mail' })).toBeVisible();
  // Told once: the page's words, and no toast (which says "This link is invalid…") besides them. Counted at
  // once, not waited for: a toast would be there with the page's words, and gone in 3 s.
  expect(await page.getByText(/is invalid or has already been used/).count()).toBe(1);
  await expect(page.getByText('The link is invalid or has already been used.', { exact: false })).toBeVisible();
});
