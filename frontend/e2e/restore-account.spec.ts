import { expect, test } from './fixtures';
import { mailedLink, PASSWORD, uniqueEmail, verifiedUserViaApi } from './helpers';

test('the old address gets the account back after an e-mail change, and signs in with a new password', async ({
  page,
  request,
}) => {
  const oldEmail = uniqueEmail('restore-account-old');
  const newEmail = uniqueEmail('restore-account-new');
  const newPassword = 'owner-again-7';
  const { token } = await verifiedUserViaApi(page.request, oldEmail); // the page is signed in

  // Someone who knows the password moves the account to another address (the Edit e-mail screen is
  // profile.spec.ts's).
  const moved = await page.request.put('/api/profile/email', {
    data: { email: newEmail, password: PASSWORD },
    headers: { 'X-CSRF-Token': token },
  });
  expect(moved.status(), await moved.text()).toBe(200);

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

  // Every session ended, this page's too; the old address and the new password sign in (the sign-in form is
  // sign-in.spec.ts's).
  expect((await page.request.get('/api/profile')).status()).toBe(401);
  const signedIn = await page.request.post('/auth/signin', { data: { email: oldEmail, password: newPassword } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  expect(await (await page.request.get('/api/profile')).json()).toMatchObject({ email: oldEmail, emailVerified: true });
});
