import { expect, test } from './fixtures';
import { chooseCity, chooseDate, uniqueEmail, verifiedUserViaApi } from './helpers';

test('the sender sees the suggested price, uses it, and is asked once about a price far above it', async ({ page }) => {
  await verifiedUserViaApi(page.request, uniqueEmail('price'));
  await page.goto('/parcel');
  await expect(page.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeVisible();

  const hint = page.getByRole('note', { name: 'Suggested price' });
  await page.locator('label.chip', { hasText: 'Documents' }).click();
  await chooseCity(page, 'Delivery from', 'Kyi', 'Kyiv');
  await chooseCity(page, 'Shipping to', 'Lvi', 'Lviv');
  await expect(hint).toBeHidden(); // no size yet
  await page.locator('label.size-card', { hasText: 'Up to 15 kg' }).click();
  await expect(hint).toContainText('Suggested ₴200');

  const price = page.getByLabel('Your price');
  await expect(price).toHaveValue('');
  await hint.getByRole('button', { name: 'Use ₴200' }).click();
  await expect(price).toHaveValue('200');
  await expect(hint.getByRole('button', { name: 'Use ₴200' })).toBeHidden();

  await chooseDate(page, 'Pickup date', 1);
  await page.getByLabel('Name', { exact: true }).fill('Olena');
  await page.getByLabel('Phone').fill('067 765 4321');
  await page.getByRole('checkbox', { name: 'Nothing on the prohibited list' }).check();
  await price.fill('700');
  await expect(price).toHaveValue('700'); // what the sender typed stays
  await page.getByRole('button', { name: 'Publish parcel' }).click();

  // More than three times ₴200: asked, and backing out keeps the form as it was.
  const ask = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(ask).toContainText('₴700 is more than 3 times the suggested ₴200');
  await ask.getByRole('button', { name: 'Change the price' }).click();
  await expect(ask).toBeHidden();
  await expect(price).toHaveValue('700');
  await expect(page).toHaveURL(/\/parcel$/);

  await page.getByRole('button', { name: 'Publish parcel' }).click();
  await ask.getByRole('button', { name: 'Publish at ₴700' }).click();
  await expect(page.getByText('Parcel published')).toBeVisible();
  await expect(page).toHaveURL(/\/parcel\/\d+$/);
  await expect(page.getByText('₴700')).toBeVisible();
});
