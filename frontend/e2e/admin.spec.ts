import { expect, test } from './fixtures';
import { json, makeAdmin, PASSWORD, seedParcel, seedUser } from './helpers';

// Admins (docs/product.md §2 "Suspension", §3 "Admin"): an admin resolves a report by suspending the reported user, whose
// session ends at once and whose next sign-in is refused. Names are unique so that cards can be told apart in the
// shared database.
const uniqueName = (first: string) =>
  first + Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('an admin suspends a reported user: their session ends and signing in again says they are suspended', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const reportedContext = await browser.newContext({ baseURL });
  const reporterApi = await playwright.request.newContext({ baseURL });
  try {
    const reportedPage = await reportedContext.newPage();
    const name = uniqueName('Oleh');
    const [admin, reported, reporter] = await Promise.all([
      seedUser(page.request, 'admin', { about: { name: 'Olena', surname: 'Kovalenko' } }),
      seedUser(reportedPage.request, 'reported', { about: { name, surname: 'Shevchenko' } }),
      seedUser(reporterApi, 'reporter', { about: { name: 'Iryna', surname: 'Bondar' } }),
    ]);
    await makeAdmin(admin);
    const parcelId = await seedParcel(reported);
    await reporter.post('/api/reports', { parcelId, reason: 'fraud', details: 'Asked me to pay in advance' }, 201);

    // The reported user is signed in on their own device.
    await reportedPage.goto('/');
    await expect(reportedPage.getByRole('link', { name: 'Send parcel' })).toBeVisible();

    // A user who is not an admin sees no Admin screen.
    const notAdmin = await reporterApi.get('/api/admin/stats');
    expect(notAdmin.status()).toBe(404);

    // The admin opens the Admin screen from the profile menu.
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'Profile settings' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Figures' }).getByText('Open reports')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');

    const card = page.getByRole('article', { name: `Report about ${name} S.` });
    await expect(card).toContainText('Fraud or a scam');
    await expect(card).toContainText('Asked me to pay in advance');
    await expect(card).toContainText('Zhytomyr → Rivne');
    await expect(card.getByRole('link', { name: 'Iryna B.' })).toBeVisible();
    await card.getByRole('button', { name: 'Suspend the user' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Suspend ${name} S.?` });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByText('Say why', { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Fake parcels to take deposits');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText(`${name} S. is suspended`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);

    // Resolved: it shows under Resolved with what was done.
    await page.getByRole('radio', { name: 'Resolved' }).check();
    const resolved = page.getByRole('article', { name: `Report about ${name} S.` });
    await expect(resolved).toContainText('User suspended');
    await expect(resolved.getByText('Suspended', { exact: true })).toBeVisible();

    // The Users tab finds the account, suspended with the reason; the activity log names it.
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search by e-mail or name' }).fill(reported.email.slice(0, 30));
    const account = page.getByRole('article', { name: reported.email });
    await expect(account).toContainText('Suspended');
    await expect(account).toContainText('Reason: Fake parcels to take deposits');
    await expect(account.getByRole('button', { name: `Unsuspend ${name} Shevchenko` })).toBeVisible();
    await page.getByRole('tab', { name: 'Activity' }).click();
    // Other scenarios' admins act meanwhile: the suspension is among the entries, not always the first.
    await expect(
      page.getByRole('list', { name: 'Activity' }).getByRole('listitem').filter({ hasText: 'By Olena K.' }).first(),
    ).toBeVisible();

    // The suspended user's session is over: their next navigation lands on sign-in…
    await reportedPage.getByRole('link', { name: 'My profile' }).click();
    await expect(reportedPage).toHaveURL(/\/signin$/);
    await expect(reportedPage.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // …and signing in again says the account is suspended.
    await reportedPage.getByLabel('E-mail').fill(reported.email);
    await reportedPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await reportedPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(reportedPage.getByRole('alert')).toContainText('This account is suspended.');
    await expect(reportedPage).toHaveURL(/\/signin$/);

    // Their parcel left the available lists.
    const available = await json<{ items: { parcelId: number }[] }>(
      await reporterApi.get('/api/parcels/available?from=686967&to=695594'),
    );
    expect(available.items.map((p) => p.parcelId)).not.toContain(parcelId);
  } finally {
    await reportedContext.close();
    await reporterApi.dispose();
  }
});

test('the admin screen is the not-found screen for anyone else', async ({ page }) => {
  await seedUser(page.request, 'not-admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/profile');
  await expect(
    page.getByRole('navigation', { name: 'Profile settings' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
});

test('a deleted account reads "Deleted account" in the Users tab, in the admin’s language, never its stored address', async ({
  page,
  playwright,
  baseURL,
}) => {
  const goneApi = await playwright.request.newContext({ baseURL });
  const [admin, gone] = await Promise.all([
    seedUser(page.request, 'admin-deleted', { about: { name: 'Olena', surname: 'Kovalenko' } }),
    seedUser(goneApi, 'deleted-account', { about: { name: uniqueName('Taras'), surname: 'Hnatyuk' } }),
  ]);
  await makeAdmin(admin);
  const { userId } = await json<{ userId: number }>(await goneApi.get('/api/profile'));
  await json(
    await goneApi.delete('/api/profile', { data: { password: PASSWORD }, headers: { 'X-CSRF-Token': gone.token } }),
    204,
  );
  await goneApi.dispose();

  const look = async (tab: string, search: string, name: string, badge: string) => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('searchbox', { name: search }).fill(`deleted:${userId}`);
    const account = page.getByRole('article', { name }).first();
    await expect(account).toBeVisible();
    await expect(account.getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByText(/deleted:\d/)).toHaveCount(0);
  };
  await look('Users', 'Search by e-mail or name', 'Deleted account', 'Deleted');
  await admin.put('/api/profile/language', { language: 'uk' });
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'uk'));
  await look('Користувачі', 'Пошук за електронною поштою або ім’ям', 'Видалений обліковий запис', 'Видалено');
});
