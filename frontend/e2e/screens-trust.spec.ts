import { camera } from './camera';
import { expect, test } from './fixtures';
import { json, seedPickedUp, seedUser } from './helpers';

// Saves 390×844 pictures of trust both ways, in both languages: the driver's rating of the sender, the sender's
// public card with the review, the report and block dialogs, and the blocked users (one, then none).

const TEXT = {
  en: {
    rate: 'Rate the sender',
    rateTitle: 'Rate the sender',
    stars: '4 stars',
    comment: 'Your feedback (optional)',
    submit: 'Submit',
    rated: 'You rated the sender',
    report: 'Report',
    reason: 'Fraud or a scam',
    details: 'Details (optional)',
    back: 'Back',
    block: 'Block',
    blockTitle: (name: string) => `Block ${name}?`,
    unblock: (name: string) => `Unblock ${name}`,
    empty: "You haven't blocked anyone",
    names: { driver: ['Oleh', 'Shevchenko'], sender: ['Iryna', 'Bondar'] },
    review: 'Ready on time and packed well. Easy to find at the meeting point.',
    why: 'Asked me to pay in advance, outside Ridepost.',
  },
  uk: {
    rate: 'Оцінити відправника',
    rateTitle: 'Оцініть відправника',
    stars: '4 зірки',
    comment: 'Ваш відгук (необов’язково)',
    submit: 'Надіслати',
    rated: 'Ви оцінили відправника',
    report: 'Поскаржитися',
    reason: 'Шахрайство',
    details: 'Подробиці (необов’язково)',
    back: 'Назад',
    block: 'Заблокувати',
    blockTitle: () => 'Заблокувати цю людину?',
    unblock: (name: string) => `Розблокувати: ${name}`,
    empty: 'Ви нікого не заблокували',
    names: { driver: ['Олег', 'Шевченко'], sender: ['Ірина', 'Бондар'] },
    review: 'Посилка була готова вчасно й добре запакована. Усе чітко, рекомендую.',
    why: 'Просив заплатити наперед, поза Ridepost.',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`trust screens in ${lang}`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const shot = camera(`${lang}-trust`);
    const senderApi = await playwright.request.newContext({ baseURL });
    try {
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
      const [driverName, driverSurname] = text.names.driver;
      const [senderName, senderSurname] = text.names.sender;
      const [driver, sender] = await Promise.all([
        seedUser(page.request, `shots-trust-driver-${lang}`, {
          about: { name: driverName, surname: driverSurname },
          language: lang,
        }),
        seedUser(senderApi, `shots-trust-sender-${lang}`, {
          about: { name: senderName, surname: senderSurname },
          language: lang,
        }),
      ]);
      const { rideId, parcelId, pin } = await seedPickedUp(driver, sender);
      await driver.post(`/api/parcels/${parcelId}/handover`, { pin });
      const senderId = (await json<{ userId: number }>(await senderApi.get('/api/profile'))).userId;
      const card = `${senderName} ${senderSurname[0]}.`;

      // The driver rates the sender from the ride.
      await page.goto(`/ride/${rideId}`);
      await page.getByRole('button', { name: text.rate }).click();
      const dialog = page.getByRole('dialog', { name: text.rateTitle });
      await dialog.locator('label', { hasText: text.stars }).click();
      await dialog.getByRole('textbox', { name: text.comment }).fill(text.review);
      await shot(page, 'rating-dialog', { full: false });
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.rated)).toBeVisible();
      await page.getByText(text.rated).scrollIntoViewIfNeeded();
      await shot(page, 'ride-rated', { full: false });

      // The sender's public card, with the review; the report and block dialogs.
      await page.goto(`/users/${senderId}`);
      await expect(page.getByRole('heading', { level: 1, name: card })).toBeVisible();
      await expect(page.getByText(text.review)).toBeVisible();
      await shot(page, 'user-card');
      await page.getByRole('button', { name: text.report, exact: true }).click();
      const report = page.getByRole('dialog', { name: text.report });
      await report.getByRole('radio', { name: text.reason }).check();
      await report.getByRole('textbox', { name: text.details }).fill(text.why);
      await shot(page, 'report-dialog', { full: false });
      await report.getByRole('button', { name: text.back }).click();
      await expect(report).toBeHidden();
      await page.getByRole('button', { name: text.block, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: text.blockTitle(card) });
      await shot(page, 'block-dialog', { full: false });
      await confirm.getByRole('button', { name: text.block }).click();
      await expect(confirm).toBeHidden();
      await shot(page, 'user-card-blocked');

      // The blocked users: one, then none.
      await page.goto('/profile/blocked');
      const unblock = page.getByRole('button', { name: text.unblock(card) });
      await expect(unblock).toBeVisible();
      await shot(page, 'blocked');
      await unblock.click();
      await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
      await shot(page, 'blocked-empty');
    } finally {
      await senderApi.dispose();
    }
  });
}
