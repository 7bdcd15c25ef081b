import { expect, test } from './fixtures';
import { chooseCity, json, openLive, placeId, seedParcel, seedUser } from './helpers';

// Saved routes (issue 10): saving and deleting one, the match it brings live, and "Notify me" from a thin search.
// Other scenarios publish parcels on the shared server at the same time (many fit Kyiv → Lviv), so counts are
// never checked exactly: each scenario looks for its own users' names.

// GeoNames ids of a short route in the south, where no scenario but (c) publishes.
const KHERSON = 706448;
const MYKOLAIV = 700569;

// A name of letters only that no other scenario uses.
const uniqueName = (first: string) =>
  first + Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('a driver saves a route from the profile, sees it listed and deletes it; the same city twice is refused inline', async ({
  page,
}) => {
  await seedUser(page.request, 'alerts-driver', { about: { name: 'Bohdan', surname: 'Melnyk' } });
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Saved routes' }).click();
  await expect(page).toHaveURL('/profile/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved routes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No saved routes yet' })).toBeVisible();

  // The same city at both ends: told under To, and what was chosen stays.
  await page.getByRole('radio', { name: 'Parcels' }).check();
  await chooseCity(page, 'From', 'Kyi', 'Kyiv');
  await chooseCity(page, 'To', 'Kyi', 'Kyiv');
  await page.getByRole('button', { name: 'Save route' }).click();
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  await expect(to).toHaveAccessibleDescription('Choose a city other than the start');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toBeFocused();
  await expect(to).toHaveValue('Kyiv');
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Kyiv');
  await expect(page.getByRole('radio', { name: 'Parcels' })).toBeChecked();

  await to.clear();
  await chooseCity(page, 'To', 'Lvi', 'Lviv');
  await page.getByRole('button', { name: 'Save route' }).click();
  await expect(page.getByText("Route saved. We'll let you know when something fits.")).toBeVisible();
  const card = page.getByRole('list', { name: 'Your saved routes' }).getByRole('article', {
    name: 'Parcels from Kyiv to Lviv',
  });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Tell me about parcels');
  await expect(card).toContainText('Any date');
  await expect(page.getByText('1 of 10')).toBeVisible();
  // The form is blank again, for the next route.
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('');

  // It stays after a reload: it is saved on the server.
  await page.reload();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete saved route: Parcels from Kyiv to Lviv' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this saved route?' });
  await expect(dialog).toContainText("You'll no longer be told about parcels from Kyiv to Lviv.");
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Saved route deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No saved routes yet' })).toBeVisible();
  expect(await json<unknown[]>(await page.request.get('/api/alerts'))).toEqual([]);
});

test('a saved route gets a notification when a fitting parcel is posted, live', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  // A, the driver, on `page`; B, the sender, in a context of their own. The route is Zaporizhzhia → Dnipro, where no
  // other scenario publishes, so A's bell counts B's parcel alone.
  const senderContext = await browser.newContext({ baseURL });
  const senderName = uniqueName('Marta');
  const [, sender] = await Promise.all([
    seedUser(page.request, 'alerts-live-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
    seedUser(senderContext.request, 'alerts-live-sender', { about: { name: senderName, surname: 'Tkachenko' } }),
  ]);

  await page.goto('/profile/alerts');
  await page.getByRole('radio', { name: 'Parcels' }).check();
  await chooseCity(page, 'From', 'Zapor', 'Zaporizhzhia');
  await chooseCity(page, 'To', 'Dnip', 'Dnipro');
  await page.getByRole('button', { name: 'Save route' }).click();
  await expect(page.getByRole('article', { name: 'Parcels from Zaporizhzhia to Dnipro' })).toBeVisible();

  await openLive(page, '/');
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // B posts a parcel on the route; A's bell counts it without a reload.
  const [from, to] = await Promise.all(['Zaporizhzhia', 'Dnipro'].map((q) => placeId(page.request, q)));
  await seedParcel(sender, { shippingAddress: { placeId: from }, deliveryAddress: { placeId: to } });
  await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await expect(page).toHaveURL('/notifications');
  await expect(
    page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('link', { name: new RegExp(`^Unread: A new parcel from ${senderName} T\\. on your saved route`) }),
  ).toBeVisible();
  await senderContext.close();
});

test('"Notify me" under a thin search saves the searched route', async ({ page, playwright, baseURL }) => {
  // Someone's parcel Kherson → Mykolaiv: the one result of the search.
  const senderApi = await playwright.request.newContext({ baseURL });
  const sender = await seedUser(senderApi, 'alerts-notify-sender', { about: { name: 'Iryna', surname: 'Bondar' } });
  await seedParcel(sender, { shippingAddress: { placeId: KHERSON }, deliveryAddress: { placeId: MYKOLAIV } });
  await senderApi.dispose();

  await seedUser(page.request, 'alerts-notify-driver', { about: { name: 'Bohdan', surname: 'Melnyk' } });
  await page.goto('/available-parcels');
  await chooseCity(page, 'From', 'Kherso', 'Kherson');
  // One city is not a route: nothing is offered yet.
  await expect(page).toHaveURL(new RegExp(`from=${KHERSON}`));
  await expect(page.getByRole('button', { name: 'Notify me' })).toHaveCount(0);
  await chooseCity(page, 'To', 'Mykola', 'Mykolaiv');

  await expect(page.getByRole('status').filter({ hasText: '1 parcel found' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Few results' });
  await expect(card).toContainText('Get notified when a parcel on this route is posted.');
  await card.getByRole('button', { name: 'Notify me' }).click();
  const saved = page.getByRole('region', { name: 'Saved' });
  await expect(saved).toBeFocused();
  await expect(saved).toContainText("We'll let you know.");

  await saved.getByRole('link', { name: 'Saved routes' }).click();
  await expect(page).toHaveURL('/profile/alerts');
  await expect(page.getByRole('article', { name: 'Parcels from Kherson to Mykolaiv' })).toBeVisible();
  const [alert] = await json<{ kind: string; from: { placeId: number }; to: { placeId: number } }[]>(
    await page.request.get('/api/alerts'),
  );
  expect(alert).toMatchObject({ kind: 'parcels', from: { placeId: KHERSON }, to: { placeId: MYKOLAIV } });

  // Back on the same search, the route is known as saved: no second one is offered.
  await page.goBack();
  await expect(page.getByRole('region', { name: 'You already follow this route' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notify me' })).toHaveCount(0);
});
