import { expect, test } from './fixtures';
import { mailedLink, PASSWORD, uniqueEmail, verifiedUserViaApi } from './helpers';

test('the old address gets the account back after an e-mail change, and signs in with a new password', async ({
  page,
  request,
}) => {
  const oldEmail = uniqueEmail('restore-account-old');
  const newEmail = uniqueEmail('restore-account-new');
  const newPassword = 'owner-again-7';
  await verifiedUserViaApi(page.request, oldEmail); // the page is signed in

  // Someone who knows the password moves the account to another address.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit email' }).click();
  await expect(page.getByText(`Your e-mail now: ${oldEmail}`)).toBeVisible();
  await page.getByLabel('New e-mail').fill(newEmail);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Check your inbox to confirm ${newEmail}`)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

  // The notice to the old address carries the link that takes the account back.
  await page.goto(await mailedLink(request, oldEmail, '/signin/restore-account'));
  await expect(page.getByRole('heading', { name: 'Get your account back' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill('something-else');
  await page.getByRole('button', { name: 'Restore account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Restore account' }).click();
  await expect(page.getByText('Your account is back. Sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // Every session ended, this page's too; the old address and the new password sign in.
  expect((await page.request.get('/api/profile')).status()).toBe(401);
  await page.getByLabel('E-mail').fill(oldEmail);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Send parcel' })).toBeVisible();
  expect(await (await page.request.get('/api/profile')).json()).toMatchObject({ email: oldEmail, emailVerified: true });
});
