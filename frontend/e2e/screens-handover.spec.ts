import { camera } from './camera';
import { expect, test } from './fixtures';
import { seedPickedUp, seedUser, wrongPin } from './helpers';

// Saves 390×844 pictures of the handover PIN: the sender's parcel showing it, and the driver's dialog after a
// wrong PIN, in both languages.

const TEXT = {
  en: { enter: 'Enter handover PIN', title: 'Enter handover PIN', pin: 'Handover PIN', confirm: 'Confirm' },
  uk: {
    enter: 'Ввести PIN-код передачі',
    title: 'Введіть PIN-код передачі',
    pin: 'PIN-код передачі',
    confirm: 'Підтвердити',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`handover PIN screens in ${lang}`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const shot = camera(`${lang}-handover`);
    const senderContext = await browser.newContext({ baseURL });
    try {
      const senderPage = await senderContext.newPage();
      for (const p of [page, senderPage]) await p.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
      const [driver, sender] = await Promise.all([
        seedUser(page.request, `shots-pin-driver-${lang}`, {
          about: { name: 'Oleh', surname: 'Shevchenko' },
          language: lang,
        }),
        seedUser(senderPage.request, `shots-pin-sender-${lang}`, {
          about: { name: 'Iryna', surname: 'Bondar' },
          language: lang,
        }),
      ]);
      const { rideId, parcelId, pin } = await seedPickedUp(driver, sender);

      await senderPage.goto(`/parcel/${parcelId}`);
      // The next step and the delivery card both show it.
      await expect(senderPage.locator('.handover-pin')).toHaveText([pin, pin]);
      await shot(senderPage, 'parcel-pin');

      await page.goto(`/ride/${rideId}`);
      await page.getByRole('button', { name: text.enter }).click();
      const dialog = page.getByRole('dialog', { name: text.title });
      await dialog.getByRole('textbox', { name: text.pin }).fill(wrongPin(pin));
      await dialog.getByRole('button', { name: text.confirm }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await shot(page, 'ride-pin-wrong', { full: false });
    } finally {
      await senderContext.close();
    }
  });
}
