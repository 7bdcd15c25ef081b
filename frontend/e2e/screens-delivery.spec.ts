import { camera, type ShotOptions } from './camera';
import { expect, test } from './fixtures';
import { createInTransitParcel } from './helpers';

// Saves a 390×844 picture of every screen of the recipient's link, in both languages, for people to look at.

const TEXT = {
  en: {
    confirm: 'Confirm delivery',
    failed: 'Delivery failed',
    yes: 'Yes',
    submit: 'Submit',
    stars: '4 stars',
    comment: 'Careful and on time. The parcel arrived dry despite the rain — thank you!',
    confirmed: 'Thank you! The delivery is confirmed',
    reported: 'Your answer is sent',
  },
  uk: {
    confirm: 'Підтвердити доставку',
    failed: 'Доставка не вдалася',
    yes: 'Так',
    submit: 'Надіслати',
    stars: '4 зірки',
    comment: 'Дбайливо й вчасно. Посилка доїхала сухою попри дощ — дякую!',
    confirmed: 'Дякуємо! Доставку підтверджено',
    reported: 'Вашу відповідь надіслано',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`delivery screens in ${lang}`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const snap = camera(`${lang}-delivery`);
    const shot = (name: string, options?: ShotOptions) => snap(page, name, { top: false, ...options });
    const button = (name: string) => page.getByRole('button', { name, exact: true });

    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const [delivered, failed] = await Promise.all([
      createInTransitParcel(playwright, baseURL!),
      createInTransitParcel(playwright, baseURL!),
    ]);
    // Later pictures without an earlier toast: a click dismisses it (it would stay 3 s).
    const dismiss = async (toast: string) => {
      await page.getByRole('status').filter({ hasText: toast }).click();
      await expect(page.getByRole('status').filter({ hasText: toast })).toHaveCount(0);
    };

    await page.goto(delivered.confirmationLink);
    await shot('confirm');
    await button(text.confirm).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shot('confirm-dialog');
    await page.getByRole('alertdialog').getByRole('button', { name: text.yes }).click();
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await shot('feedback');
    await dismiss(text.confirmed);
    await button(text.submit).click();
    await expect(page.locator('.field__error')).toBeVisible();
    await shot('feedback-invalid');
    await page.locator('label', { hasText: text.stars }).click();
    await page.getByRole('textbox').fill(text.comment);
    await page.keyboard.press('Shift+Tab'); // back to the chosen star, to show the keyboard focus
    await expect(page.getByRole('radio', { name: text.stars })).toBeFocused();
    await shot('feedback-filled');
    await button(text.submit).click();
    await expect(page).toHaveURL(/feedback-confirmation$/);
    await shot('thanks');
    await page.goto(delivered.confirmationLink);
    await expect(page.locator('.delivery-note')).toBeVisible();
    await shot('confirmed-rated');

    await page.goto(failed.confirmationLink);
    await button(text.failed).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shot('failed-dialog');
    await page.getByRole('alertdialog').getByRole('button', { name: text.yes }).click();
    // The recipient stays here: the screen says who is told, and asks for no rating.
    await expect(page.getByRole('button', { name: text.failed })).toHaveCount(0);
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    await dismiss(text.reported);
    await shot('failed');

    await page.goto('/confirm-delivery?token=1.bm90LWEtc2lnbmF0dXJl');
    await shot('invalid-link');
  });
}
