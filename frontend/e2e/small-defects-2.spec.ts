import { expect, test } from './fixtures';
import { json, mailedLink, makeAdmin, PASSWORD, seedParcel, seedRide, seedUser } from './helpers';

// Small defects a tester found in the flows (issue 22, defect 5), each told as the user meets it.

/** uniqueName is a first name no other scenario uses, so that activity entries can be told apart. */
const uniqueName = (first: string) =>
  first + Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('"Picked up" asks first: backing out leaves the parcel Accepted, confirming marks it picked up', async ({
  page,
  playwright,
  baseURL,
}) => {
  const driver = await seedUser(page.request, 'small2-driver', { about: { name: 'Oleh', surname: 'Koval' } });
  const senderApi = await playwright.request.newContext({ baseURL });
  try {
    const sender = await seedUser(senderApi, 'small2-sender', { about: { name: 'Iryna', surname: 'Bondar' } });
    const [rideId, parcelId] = await Promise.all([seedRide(driver), seedParcel(sender)]);
    const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
    await driver.post(`/api/requests/${requestId}/approve`);
    const status = async () => (await json<{ status: string }>(await senderApi.get(`/api/parcels/${parcelId}`))).status;

    await page.goto(`/ride/${rideId}`);
    const accepted = page.getByRole('list', { name: 'Accepted parcels' });
    const pickedUp = accepted.getByRole('button', { name: 'Picked up' });
    const dialog = page.getByRole('alertdialog', { name: 'Have you picked up this parcel?' });

    // A mistaken tap only asks; Escape backs out and the focus returns to the button.
    await pickedUp.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Not yet' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pickedUp).toBeFocused();

    // "Not yet" backs out too: nothing changed.
    await pickedUp.click();
    await dialog.getByRole('button', { name: 'Not yet' }).click();
    await expect(dialog).toBeHidden();
    await expect(accepted.getByText('Accepted', { exact: true })).toBeVisible();
    expect(await status()).toBe('Accepted');

    await pickedUp.click();
    await dialog.getByRole('button', { name: 'Yes, picked up' }).click();
    await expect(page.getByText('Parcel picked up')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(accepted.getByText('In transit', { exact: true })).toBeVisible();
    expect(await status()).toBe('In Transit');
  } finally {
    await senderApi.dispose();
  }
});

test('the admin activity names the user an action was about, and a deleted user by number', async ({
  page,
  playwright,
  baseURL,
}) => {
  const [targetApi, goneApi] = await Promise.all([
    playwright.request.newContext({ baseURL }),
    playwright.request.newContext({ baseURL }),
  ]);
  try {
    const name = uniqueName('Taras');
    const [admin, target, gone] = await Promise.all([
      seedUser(page.request, 'small2-admin', { about: { name: 'Olena', surname: 'Kovalenko' } }),
      seedUser(targetApi, 'small2-target', { about: { name, surname: 'Shevchenko' } }),
      seedUser(goneApi, 'small2-gone', { about: { name: uniqueName('Marta'), surname: 'Melnyk' } }),
    ]);
    await makeAdmin(admin);
    const idOf = async (api: typeof targetApi) =>
      (await json<{ userId: number }>(await api.get('/api/profile'))).userId;
    const [targetId, goneId] = await Promise.all([idOf(targetApi), idOf(goneApi)]);
    const targetReason = `Fake parcels ${name}`;
    const goneReason = `Spam ${name}`;
    await admin.post(`/api/admin/users/${targetId}/suspend`, { reason: targetReason }, 204);
    // The other is suspended, let back in, and deletes their account.
    await admin.post(`/api/admin/users/${goneId}/suspend`, { reason: goneReason }, 204);
    await admin.post(`/api/admin/users/${goneId}/unsuspend`, undefined, 204);
    const { token } = await json<{ token: string }>(
      await goneApi.post('/auth/signin', { data: { email: gone.email, password: PASSWORD } }),
    );
    await json(
      await goneApi.delete('/api/profile', { data: { password: PASSWORD }, headers: { 'X-CSRF-Token': token } }),
      204,
    );
    expect(target.email).not.toBe(gone.email);

    await page.goto('/admin?tab=activity');
    const entries = page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
    const suspension = entries.filter({ hasText: targetReason });
    await expect(suspension).toContainText('Account suspended');
    await expect(suspension.getByRole('link', { name: `${name} S.` })).toHaveAttribute('href', `/users/${targetId}`);
    await expect(suspension.getByRole('link', { name: `User #${targetId}` })).toHaveCount(0);
    // Nothing is kept of a deleted account's name: its entries name it by number.
    await expect(entries.filter({ hasText: goneReason }).getByRole('link', { name: `User #${goneId}` })).toBeVisible();
  } finally {
    await targetApi.dispose();
    await goneApi.dispose();
  }
});

test('a dead password-reset link says so as it opens, with a way to a new one, and opening spends nothing', async ({
  page,
  request,
}) => {
  const user = await seedUser(request, 'small2-reset');
  await user.post('/auth/restore-password', { email: user.email }, 204);
  const link = await mailedLink(request, user.email, '/signin/new-password');
  const newPassword = 'brand-new-password-7';

  // A live link: the screen checked it on opening, and it still sets the password.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  // The same link again is used: said at once, instead of the form.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: "This link doesn't work" })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'The link is invalid or has already been used. Request a new one and open the latest link.',
  );
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/signin\/restore-password$/);
  await expect(page.getByRole('button', { name: 'Send e-mail' })).toBeVisible();

  // An unknown link, in Ukrainian.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'uk'));
  await page.goto('/signin/new-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Це посилання не працює' })).toBeVisible();
  await expect(page.getByLabel('Новий пароль', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Отримати нове посилання' })).toHaveAttribute(
    'href',
    '/signin/restore-password',
  );
});

test('(uk) one word each for pickup, e-mail and account', async ({ page }) => {
  const sender = await seedUser(page.request, 'small2-uk', {
    about: { name: 'Iryna', surname: 'Bondar' },
    language: 'uk',
  });
  const parcelId = await seedParcel(sender);

  await page.goto(`/parcel/${parcelId}`);
  await expect(page.getByText(/^Забір: /).first()).toBeVisible();
  await expect(page.getByText(/Відправлення:|Забрати:/)).toHaveCount(0);

  await page.goto('/profile');
  const menu = page.getByRole('navigation', { name: 'Налаштування профілю' });
  await expect(menu.getByRole('link', { name: 'Змінити електронну пошту' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Видалити обліковий запис' })).toBeVisible();
});
