import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { chooseCity, chooseDate, seedParcel, seedRide, seedUser } from './helpers';

// What is inside a parcel (issue 25, part 3): the prohibited-list tick and its sheet, the declared value only
// the sender and the driver see, and the driver's "I saw what is inside" on the timeline.

async function fillParcel(page: Page) {
  await page.locator('label.chip', { hasText: 'Documents' }).click();
  await page.locator('label.size-card', { hasText: 'Up to 15 kg' }).click();
  await page.getByLabel('Details (optional)').fill('A box of family photos');
  await chooseCity(page, 'Delivery from', 'Kyi', 'Kyiv');
  await chooseCity(page, 'Shipping to', 'Lvi', 'Lviv');
  await chooseDate(page, 'Pickup date', 1);
  await page.getByLabel('Your price').fill('150');
  await page.getByLabel('Declared value (optional)').fill('2500');
  await page.getByLabel('Name', { exact: true }).fill('Taras');
  await page.getByLabel('Phone').fill('067 123 4567');
}

test('the form shows the prohibited list in a sheet, asks for the tick at the tick keeping what was typed, and the parcel shows its declared value', async ({
  page,
}) => {
  await seedUser(page.request, 'inside-sender');
  await page.goto('/parcel');
  await expect(page.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeVisible();
  await expect(page.getByText('What the contents are worth; only you and your driver see it')).toBeVisible();
  await fillParcel(page);

  // "See the list" opens the list in a sheet; Close and Escape close it, and the focus comes back.
  const seeList = page.getByRole('button', { name: 'See the list' });
  const sheet = page.getByRole('dialog', { name: 'Prohibited items' });
  await seeList.click();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('listitem')).toHaveCount(8);
  await expect(sheet.getByRole('listitem').first()).toHaveText('Weapons and ammunition');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect(seeList).toBeFocused();
  await seeList.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // Without the tick nothing is published: the error is at the tick, and what was typed stays.
  const tick = page.getByRole('checkbox', { name: 'Nothing on the prohibited list' });
  await expect(tick).not.toBeChecked();
  await page.getByRole('button', { name: 'Publish parcel' }).click();
  await expect(tick).toHaveAccessibleDescription('Tick this to confirm nothing on the prohibited list is inside');
  await expect(tick).toBeFocused();
  await expect(page).toHaveURL(/\/parcel$/);
  await expect(page.getByLabel('Declared value (optional)')).toHaveValue('2500');
  await expect(page.getByLabel('Your price')).toHaveValue('150');
  await expect(page.getByLabel('Details (optional)')).toHaveValue('A box of family photos');
  await expect(page.getByRole('combobox', { name: 'Shipping to' })).toHaveValue('Lviv');

  await tick.check();
  await expect(tick).not.toHaveAccessibleDescription(/Tick this/);
  await page.getByRole('button', { name: 'Publish parcel' }).click();
  await expect(page.getByText('Parcel published')).toBeVisible();
  await expect(page).toHaveURL(/\/parcel\/\d+$/);
  const about = page.getByRole('region', { name: 'About the parcel' });
  await expect(about.getByRole('term').filter({ hasText: 'Declared value' })).toBeVisible();
  await expect(about.getByRole('definition').filter({ hasText: '₴2,500' })).toBeVisible();
});

test('the driver says at pickup whether they saw what is inside, and the sender reads it on the timeline', async ({
  page,
  browser,
  baseURL,
}) => {
  const driver = await seedUser(page.request, 'inside-driver', { about: { name: 'Oleh', surname: 'Koval' } });
  const senderContext = await browser.newContext({ baseURL });
  try {
    const senderPage = await senderContext.newPage();
    const sender = await seedUser(senderPage.request, 'inside-sender', { about: { name: 'Iryna', surname: 'Bondar' } });
    const [rideId, parcelId] = await Promise.all([seedRide(driver), seedParcel(sender, { declaredValue: 4200 })]);
    const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
    await driver.post(`/api/requests/${requestId}/approve`);

    await page.goto(`/ride/${rideId}`);
    const accepted = page.getByRole('list', { name: 'Accepted parcels' });
    await expect(accepted.getByText('Declared value: ₴4,200')).toBeVisible();
    await accepted.getByRole('button', { name: 'Picked up' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Have you picked up this parcel?' });
    const inspected = dialog.getByRole('checkbox', { name: 'I saw what is inside' });
    await expect(inspected).not.toBeChecked();
    await inspected.check();
    await dialog.getByRole('button', { name: 'Yes, picked up' }).click();
    await expect(page.getByText('Parcel picked up')).toBeVisible();
    await expect(accepted.getByText('In transit', { exact: true })).toBeVisible();

    await senderPage.goto(`/parcel/${parcelId}`);
    const pickedUp = senderPage
      .getByRole('list', { name: 'Timeline' })
      .getByRole('listitem')
      .filter({ hasText: 'Picked up by the driver' });
    await expect(pickedUp).toContainText('Contents inspected by the driver');
    await expect(senderPage.getByRole('region', { name: 'About the parcel' })).toContainText('₴4,200');
  } finally {
    await senderContext.close();
  }
});
