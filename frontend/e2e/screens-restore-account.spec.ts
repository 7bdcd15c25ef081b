import { camera, type ShotOptions } from './camera';
import { expect, test } from './fixtures';

// Saves a 390×844 picture of the screen that takes an account back, in both languages, for people to look at.

const TEXT = {
  en: {
    restore: 'Restore account',
    mismatch: 'Passwords do not match',
    badLink: 'This link is invalid or has already been used.',
  },
  uk: {
    restore: 'Відновити доступ',
    mismatch: 'Паролі не збігаються',
    badLink: 'Посилання недійсне або вже використане.',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`restore-account screens in ${lang}`, async ({ page }) => {
    const text = TEXT[lang];
    const snap = camera(`${lang}-restore-account`);
    const shot = (name: string, options?: ShotOptions) => snap(page, name, { top: true, ...options });
    const submit = () => page.getByRole('button', { name: text.restore, exact: true }).click();

    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);

    await page.goto('/signin/restore-account?token=not-a-real-token');
    await shot('form');
    await page.locator('input[name="password"]').fill('new-password-1');
    await page.locator('input[name="confirmPassword"]').fill('new-password-2');
    await submit();
    await expect(page.getByText(text.mismatch)).toBeVisible();
    await shot('mismatch');
    await page.locator('input[name="confirmPassword"]').fill('new-password-1');
    await submit();
    await expect(page.getByRole('alert')).toHaveText(text.badLink);
    await shot('bad-token');
    await page.goto('/signin/restore-account');
    await shot('no-token');
  });
}
