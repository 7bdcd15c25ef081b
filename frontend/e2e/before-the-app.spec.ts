import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { fillDate, localDay, PASSWORD, signUpViaApi, uniqueEmail } from './helpers';

// The signed-out entry screens come drawn in their page and can be used from the paint, before the app's script has
// arrived: what is typed then stays, and a press is honoured once the app has taken the screen over. Each scenario
// holds the app's script back (its entry module: the framework may arrive, nothing runs without it), uses the
// drawn screen, then lets the script through.

/** holdApp holds back the app's entry module until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** openDrawn opens a drawn screen with the app held back, once its page's first script can keep what is done. */
async function openDrawn(page: Page, path: string): Promise<() => void> {
  const release = await holdApp(page);
  // The entry module holds back the page's load events too: wait for the drawing itself.
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => 'ridepostEarly' in window && document.getElementById('root')?.dataset.prerendered);
  return release;
}

test('sign-in typed and pressed before the app arrives signs in once it has', async ({ page }) => {
  const email = uniqueEmail('early-signin');
  await signUpViaApi(page.request, email);
  await page.context().clearCookies(); // signed out: the drawn screen is for a visitor without a session

  const release = await openDrawn(page, '/signin');
  const emailField = page.getByLabel('E-mail');
  await expect(emailField).toBeEditable();
  await emailField.fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Nothing left the page: the press waits for the app.
  await expect(page).toHaveURL(/\/signin$/);
  await expect(emailField).toHaveValue(email);

  release();
  await expect(page.getByRole('status').filter({ hasText: "You're signed in" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send parcel' })).toBeVisible();
});

test('a wrong password typed before the app arrives is checked once it has, the e-mail kept', async ({ page }) => {
  const release = await openDrawn(page, '/signin');
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  release();
  // The app's own checks, on what was typed before it came.
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('not-an-address');
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
});

test('the home search pressed before the app arrives opens the list with the typed day', async ({ page }) => {
  const day = localDay(3);
  const release = await openDrawn(page, '/');
  const search = page.getByRole('search', { name: 'Search rides and parcels' });
  await fillDate(page, 'Date (optional)', day);
  await search.getByRole('button', { name: 'Find parcels' }).click();
  await expect(page).toHaveURL(/\/$/);

  release();
  await expect(page).toHaveURL(new RegExp(`/available-parcels\\?date=${day}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Find parcels' })).toBeVisible();
});

test('a list’s city typed before the app arrives stays, and the language pressed then is switched to', async ({
  page,
}) => {
  const release = await openDrawn(page, '/available-drivers');
  const from = page.getByRole('combobox', { name: 'From' });
  await expect(from).toBeEditable();
  await from.fill('Lviv');
  await from.blur();
  await page.getByRole('button', { name: 'Українська' }).click();

  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { level: 1, name: 'Знайти водія' })).toBeVisible();
  // The typed city is the field's own (the switch drew it again): typing on looks it up.
  const field = page.getByRole('combobox', { name: 'Звідки' });
  await expect(field).toHaveValue('Lviv');
  await field.press('End');
  await field.press('Backspace');
  await expect(field).toHaveValue('Lvi');
  await expect(page.getByRole('option', { name: /^Львів/ })).toBeVisible();
});
