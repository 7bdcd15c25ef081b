import { readFile } from 'node:fs/promises';

import { expect, test } from './fixtures';
import { PASSWORD, seedUser } from './helpers';

// Deleting an account (docs/product.md §3 "DeleteAccount", §6 DELETE /api/profile): the user downloads their data, then
// deletes the account with their password; signing in with it fails afterwards.
test('a user downloads their data, then deletes their account and can no longer sign in', async ({ page }) => {
  const user = await seedUser(page.request, 'delete', { about: { name: 'Iryna', surname: 'Bondar' } });

  await page.goto('/profile');
  const menu = page.getByRole('navigation', { name: 'Profile settings' });
  await menu.getByRole('link', { name: 'Delete account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Erased for good' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kept, without your name' })).toBeVisible();

  // "Download my data": a JSON file holding the account's e-mail.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const data: unknown = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(JSON.stringify(data)).toContain(user.email);

  // A wrong password is said under the field; nothing is deleted.
  const password = page.getByLabel('Current password');
  const submit = page.getByRole('button', { name: 'Delete my account' });
  await password.fill('not-my-password');
  await submit.click();
  let confirm = page.getByRole('alertdialog', { name: 'Delete your account for good?' });
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Wrong password')).toBeVisible();
  await expect(confirm).toBeHidden();

  // Keep my account backs out.
  await password.fill(PASSWORD);
  await submit.click();
  confirm = page.getByRole('alertdialog', { name: 'Delete your account for good?' });
  await confirm.getByRole('button', { name: 'Keep my account' }).click();
  await expect(confirm).toBeHidden();

  await submit.click();
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  // Signing in with the old e-mail and password fails.
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong e-mail or password.');
  await expect(page).toHaveURL(/\/signin$/);
  const session = await page.request.get('/auth/session');
  expect(session.status()).toBe(401);
});
