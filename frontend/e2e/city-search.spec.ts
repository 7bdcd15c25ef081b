import { expect, test } from './fixtures';
import { seedUser } from './helpers';

// Issue 22, defect 6: the city search weighs size, so a town beats a village that merely has the typed name.
test('typing "Bila" suggests Bila Tserkva first, in both languages', async ({ page }) => {
  await seedUser(page.request, 'city-search');
  await page.goto('/parcel');
  const from = page.getByRole('combobox', { name: 'Delivery from' });
  await from.pressSequentially('Bila');
  await expect(page.getByRole('option').first()).toContainText('Bila Tserkva');
  await from.fill('');
  await from.pressSequentially('Біла');
  await expect(page.getByRole('option').first()).toContainText(/Bila Tserkva|Біла Церква/);
});
