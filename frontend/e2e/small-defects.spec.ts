import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { seedUser } from './helpers';

// Small defects testers found in the flows (issue 22, defect 5), each told as the user meets it. The empty
// searches go Lutsk → Cherkasy, where no scenario publishes.

/** chooseCity types into the city field labelled `label` and picks the first city offered, named `name`. */
async function chooseCity(page: Page, label: string, typed: string, name: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.pressSequentially(typed);
  await expect(page.getByRole('option').first()).toContainText(name);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(name);
}

for (const list of [
  { path: '/available-drivers', empty: 'No drivers on this route yet', notify: 'ride' },
  { path: '/available-parcels', empty: 'No matching parcels yet', notify: 'parcel' },
]) {
  test(`an empty search on ${list.path} is one card with one "Clear filters"`, async ({ page }) => {
    await seedUser(page.request, 'small-empty', { about: { name: 'Marta', surname: 'Hnatiuk' } });
    await page.goto(list.path);
    await chooseCity(page, 'From', 'Luts', 'Lutsk');
    await chooseCity(page, 'To', 'Cherk', 'Cherkasy');

    const heading = page.getByRole('heading', { name: list.empty });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(1);
    // "Notify me" is offered inside that card, not as a second "nothing here" card.
    const offer = page.getByRole('region', { name: `Get notified when a ${list.notify} on this route is posted.` });
    await expect(offer.getByRole('button', { name: 'Notify me' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toHaveCount(0);
    const card = page.locator('.empty-state').filter({ has: heading });
    await expect(card.getByRole('region')).toHaveCount(1);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  });
}
