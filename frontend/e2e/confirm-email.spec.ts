import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { PASSWORD, placeId, seedRide, seedUser, uniqueEmail } from './helpers';

/**
 * toastsClearOfEachOtherAndHeader checks that the toasts shown (at least one) overlap neither each other nor the
 * header, whose brand link stays the element under its own centre.
 */
async function toastsClearOfEachOtherAndHeader(page: Page) {
  const toasts = page.locator('.toast');
  await expect(toasts.first()).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const below = header!.y + header!.height;
  // A toast slides in from above: measured once it has come to rest.
  await expect
    .poll(async () => Math.min(...(await toasts.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top)))))
    .toBeGreaterThanOrEqual(below);
  const boxes = await toasts.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }),
  );
  for (const [i, a] of boxes.entries()) {
    expect(a.top, `toast ${i} starts below the header`).toBeGreaterThanOrEqual(below);
    for (const b of boxes.slice(i + 1))
      expect(a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left, 'toasts apart').toBe(
        true,
      );
  }
  const brand = page.getByRole('link', { name: 'Ridepost, go to home' });
  expect(
    await brand.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    }),
    'the header brand is not covered',
  ).toBe(true);
}

// Mykolaiv → Odesa: no other scenario publishes on it, so the search lists this driver alone.
test('after signing up from a search, the confirm-email screen leads with opening the e-mail; going back is secondary and toasts keep clear of the header', async ({
  page,
  request,
}) => {
  const driver = await seedUser(request, 'confirm-driver', { about: { name: 'Yurii', surname: 'Lysenko' } });
  const from = await placeId(request, 'Mykolaiv');
  const to = await placeId(request, 'Odesa');
  await seedRide(driver, { departureAddress: { placeId: from }, arrivalAddress: { placeId: to } });

  await page.goto(`/available-drivers?from=${from}&to=${to}`);
  await page
    .getByRole('article')
    .filter({ hasText: 'Yurii L.' })
    .first()
    .getByRole('button', { name: 'Request' })
    .click();
  await expect(page).toHaveURL(/\/signup$/);
  const email = uniqueEmail('confirm-visitor');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Sofiia');
  await page.getByLabel('Surname').fill('Hrytsenko');
  await page.getByLabel('Phone').fill('067 765 4322');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/confirm-email$/);

  // The sign-up steps leave one toast, below the header.
  await expect(page.locator('.toast')).toHaveCount(1);
  await toastsClearOfEachOtherAndHeader(page);

  // What to do first: the e-mail and its link; then Resend; going back is a plain link, not the filled button.
  const screen = page.locator('section.screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
  await expect(page.locator('.screen__text').first()).toHaveText(
    `Open the e-mail we sent to ${email} and press its link.`,
  );
  await expect(page.getByText('The link brings you back to your search.')).toBeVisible();
  const resend = page.getByRole('button', { name: 'Resend' });
  const back = page.getByRole('link', { name: 'Back to your search' });
  await expect(back).toBeVisible();
  await expect(back).not.toHaveClass(/\bbtn--primary\b/);
  await expect(screen.locator('.btn--primary')).toHaveCount(0);
  const [resendBox, backBox] = [await resend.boundingBox(), await back.boundingBox()];
  expect(resendBox!.y, 'Resend comes before going back').toBeLessThan(backBox!.y);

  // Pressed twice, Resend says so once.
  await resend.click();
  await expect(page.getByText("We've sent the e-mail again")).toBeVisible();
  await resend.click();
  await expect(resend).toBeEnabled();
  await expect(page.locator('.toast')).toHaveCount(1);
  await toastsClearOfEachOtherAndHeader(page);

  await back.click();
  await expect(page).toHaveURL(new RegExp(`/available-drivers\\?from=${from}&to=${to}$`));
});
