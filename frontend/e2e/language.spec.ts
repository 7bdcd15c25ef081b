import { expect, test } from './fixtures';
import { signUpViaApi, uniqueEmail } from './helpers';

test('Ukrainian chosen on profile/language stays after a reload, and the profile menu speaks it', async ({ page }) => {
  await signUpViaApi(page.request, uniqueEmail('lang'));

  await page.goto('/profile');
  await page.getByRole('link', { name: /My language/ }).click();
  await expect(page.getByRole('heading', { name: 'My language' })).toBeVisible();
  await page.getByRole('radio', { name: 'Українська' }).check();

  await expect(page.getByRole('heading', { name: 'Моя мова' })).toBeVisible();
  await expect(page.getByText('Мову збережено')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');

  // Only the active language's strings are fetched (its first screens' part, and the rest for this screen).
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Моя мова' })).toBeVisible();
  expect(scripts.filter((p) => /^\/assets\/uk-(entry|rest)-[\w-]+\.js$/.test(p))).toHaveLength(2);
  expect(scripts.filter((p) => /^\/assets\/en-[\w-]+\.js$/.test(p))).toHaveLength(0);
  await expect(page.getByRole('radio', { name: 'Українська' })).toBeChecked();

  // Back on the profile, its whole menu speaks Ukrainian.
  await page.getByRole('link', { name: 'Назад до профілю' }).click();
  const menu = page.getByRole('navigation', { name: 'Налаштування профілю' });
  for (const item of [
    'Редагувати профіль',
    'Змінити електронну пошту',
    'Змінити пароль',
    'Мої транспортні засоби',
    'Моя мова',
    'Вийти',
  ]) {
    await expect(menu.getByRole('link', { name: new RegExp(item) })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Мої транспортні засоби' }).click();
  await expect(page.getByRole('heading', { name: 'Ще немає транспортних засобів' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Надіслати посилку' })).toBeVisible();
  expect((await (await page.request.get('/api/profile')).json()).language).toBe('uk');
});
