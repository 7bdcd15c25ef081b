import { expect, test } from './fixtures';
import { mailedLink, PASSWORD, signUpViaApi, uniqueEmail } from './helpers';

test('sign out, then sign in; a wrong password is shown', async ({ page }) => {
  const email = uniqueEmail('signin');
  await signUpViaApi(page.request, email);

  await page.goto('/');
  await expect(page.getByText('Please verify your e-mail to publish parcels and rides')).toBeVisible();
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByText('Are you sure you want to sign out?')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  // One message for one failure: the box in the form, no toast repeating it.
  await expect(page.getByText('Wrong e-mail or password.')).toHaveCount(1);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The success toast, which a click dismisses.
  const toast = page.getByRole('status').filter({ hasText: "You're signed in" });
  await toast.click();
  await expect(toast).toBeHidden({ timeout: 2000 }); // sooner than the 3 s it would stay
  // Back where the visitor was going before sign-in.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('link', { name: 'Ridepost, go to home' }).click();
  await expect(page.getByRole('link', { name: 'Send parcel' })).toBeVisible();
});

test('restore the password from the mailed link and sign in with the new one', async ({ page, request }) => {
  const email = uniqueEmail('restore');
  await signUpViaApi(request, email);
  const newPassword = 'brand-new-secret-7';

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Restore password' }).click();
  await expect(page).toHaveURL(/\/signin\/restore-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByText(`If an account exists for ${email}, we've sent a link`)).toBeVisible();
  await expect(page.getByText("Didn't receive an e-mail?")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();

  await page.goto(await mailedLink(request, email, '/signin/new-password'));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill('something-else');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Send parcel' })).toBeVisible();
});
