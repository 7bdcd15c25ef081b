import { expect, test } from './fixtures';
import {
  addVehicleViaApi,
  chooseCity,
  fillDateTime,
  localDay,
  signUpViaApi,
  uniqueEmail,
  verifiedUserViaApi,
} from './helpers';

test('a driver publishes a ride, finds it on Home, opens it and cancels it', async ({ page }) => {
  const { token } = await verifiedUserViaApi(page.request, uniqueEmail('ride'));
  await addVehicleViaApi(page.request, token);
  await page.goto('/');
  await page.getByRole('link', { name: 'Deliver parcel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deliver parcels' })).toBeVisible();

  // My only vehicle is chosen already.
  await expect(page.getByRole('radiogroup', { name: 'Vehicle' }).getByRole('radio')).toBeChecked();

  await chooseCity(page, 'Leaving from', 'Kyi', 'Kyiv');
  await page.getByLabel('Meeting point (optional)').fill('Railway station, main entrance');
  await chooseCity(page, 'Going to', 'Lvi', 'Lviv');
  await expect(page.getByRole('note', { name: 'Price hint' })).toContainText('M ₴200');
  await fillDateTime(page, 'Departure date and time', localDay(2), '07:30');
  await fillDateTime(page, 'Estimated arrival (optional)', localDay(2), '14:00');
  await page.locator('label.chip', { hasText: 'Documents' }).click();
  await page.getByRole('button', { name: 'Publish ride' }).click();

  await expect(page.getByText('Ride successfully published')).toBeVisible();
  await expect(page).toHaveURL(/\/ride\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Kyiv → Lviv' })).toBeVisible();
  await expect(page.getByText('Planned', { exact: true })).toBeVisible();
  await expect(page.getByText('Railway station, main entrance')).toBeVisible();
  await expect(page.getByText('0 of 4 parcels')).toBeVisible();
  await expect(page.getByText('Skoda Octavia')).toBeVisible();
  await expect(page.getByText('No accepted parcels yet')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Find parcels on your route' }).getByRole('link', { name: 'Find parcels' }),
  ).toBeVisible();
  await expect(page.getByText('07:30')).toBeVisible();

  // Home lists it under Rides, Active; the card opens it. Nothing is carried yet: no ₴0.
  await page.getByRole('link', { name: 'Ridepost, go to home' }).click();
  await page.getByRole('tab', { name: 'Rides' }).click();
  const card = page.getByRole('list', { name: 'Active' }).getByRole('link');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Kyiv');
  await expect(card).toContainText('Lviv');
  await expect(card).toContainText('0 of 4 parcels');
  await expect(card).not.toContainText('₴');
  await card.click();
  await expect(page).toHaveURL(detailUrl);

  await page.getByRole('button', { name: 'Cancel ride' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this ride?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();
  await expect(page.getByText('Ride cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel ride' })).toBeHidden();
});

test('what was typed is still there after adding a vehicle, which is then chosen', async ({ page }) => {
  await verifiedUserViaApi(page.request, uniqueEmail('ride-vehicle'));
  await page.goto('/ride');
  await expect(page.getByText(/Add a vehicle to publish a ride\. What you've typed here stays/)).toBeVisible();
  await chooseCity(page, 'Leaving from', 'Odes', 'Odesa');
  await page.getByLabel('Meeting point (optional)').fill('Privoz market');
  await chooseCity(page, 'Going to', 'Kyi', 'Kyiv');

  await page.getByRole('link', { name: 'Add a vehicle' }).click();
  await expect(page).toHaveURL(/\/profile\/new-vehicle\?next=\/ride$/);
  await page.locator('label', { hasText: 'Bicycle' }).click();
  await page.getByRole('button', { name: 'Save vehicle' }).click();

  await expect(page).toHaveURL(/\/ride$/);
  await expect(page.getByRole('combobox', { name: 'Leaving from' })).toHaveValue('Odesa');
  await expect(page.getByLabel('Meeting point (optional)')).toHaveValue('Privoz market');
  await expect(page.getByRole('combobox', { name: 'Going to' })).toHaveValue('Kyiv');
  await expect(page.getByRole('radiogroup', { name: 'Vehicle' }).getByRole('radio')).toBeChecked();

  await fillDateTime(page, 'Departure date and time', localDay(3), '09:00');
  await page.getByRole('button', { name: 'Publish ride' }).click();
  await expect(page).toHaveURL(/\/ride\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Odesa → Kyiv' })).toBeVisible();

  // Published: the form starts blank again.
  await page.goto('/ride');
  await expect(page.getByRole('combobox', { name: 'Leaving from' })).toHaveValue('');
});

test('an unverified driver is told up front, and Publish stays disabled saying why', async ({ page }) => {
  const { token } = await signUpViaApi(page.request, uniqueEmail('ride-unverified'));
  await addVehicleViaApi(page.request, token, { vehicleType: 'bicycle', modelType: '', modelName: '', idNumber: '' });
  await page.goto('/ride');
  await chooseCity(page, 'Leaving from', 'Kyi', 'Kyiv');
  await chooseCity(page, 'Going to', 'Zhyt', 'Zhytomyr');
  await fillDateTime(page, 'Departure date and time', localDay(1), '10:00');
  // Told up front: Publish stays disabled and says why, the notice offers to resend the e-mail.
  await expect(page.getByRole('button', { name: 'Publish ride' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Publish ride' })).toHaveAccessibleDescription(
    'You can publish once your e-mail is verified.',
  );
  await expect(page.getByRole('button', { name: 'Resend e-mail' })).toBeVisible();
  await expect(page).toHaveURL(/\/ride$/);
});
