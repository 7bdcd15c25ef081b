import { expect, test } from './fixtures';

test('a signed-out visit to / lands on sign-in, which offers the language toggle', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.getByRole('group', { name: 'Interface language' }).getByRole('button', { name: 'Українська' }).click();
  await expect(page.getByRole('heading', { name: 'З поверненням' })).toBeVisible();
  await expect(page.getByLabel('Електронна пошта')).toBeVisible();
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home', exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
