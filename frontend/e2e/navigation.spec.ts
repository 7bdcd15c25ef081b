import { expect, test } from './fixtures';

test('a signed-out visit to / is the public search, with the language toggle and Sign in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('search', { name: 'Search rides and parcels' })).toBeVisible();

  await page.getByRole('group', { name: 'Interface language' }).getByRole('button', { name: 'Українська' }).click();
  await expect(page.getByRole('button', { name: 'Знайти поїздки' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'З поверненням' })).toBeVisible();
  await expect(page.getByLabel('Електронна пошта')).toBeVisible();
});

test('signed out, a private screen still asks to sign in first', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/available-drivers?parcelId=1');
  await expect(page).toHaveURL(/\/signin$/);
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Find rides' })).toBeVisible();
});
