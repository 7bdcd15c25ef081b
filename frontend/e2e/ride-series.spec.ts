import { expect, test } from './fixtures';
import {
  addVehicleViaApi,
  chooseCity,
  fillDate,
  fillDateTime,
  localDay,
  uniqueEmail,
  verifiedUserViaApi,
} from './helpers';

/** daysToMonday is how many days from today to the first Monday at least two days ahead. */
function daysToMonday(): number {
  let days = 2;
  while (new Date(Date.now() + days * 86_400_000).getDay() !== 1) days++;
  return days;
}

// Khmelnytskyi → Vinnytsia: a route no other scenario uses.
test('a driver repeats a ride every Monday and Wednesday, sees the series on Home and cancels this and later rides', async ({
  page,
}) => {
  const { token } = await verifiedUserViaApi(page.request, uniqueEmail('series'));
  await addVehicleViaApi(page.request, token);
  const monday = daysToMonday();
  await page.goto('/ride');
  await chooseCity(page, 'Delivery from', 'Khmel', 'Khmelnytskyi');
  await chooseCity(page, 'Shipping to', 'Vinn', 'Vinnytsia');
  await fillDateTime(page, 'Departure date and time', localDay(monday), '08:00');

  await page.getByLabel('Repeat every week').check();
  const days = page.getByRole('group', { name: 'Days' });
  await days.getByRole('button', { name: 'Monday' }).click();
  await days.getByRole('button', { name: 'Wednesday' }).click();
  await expect(days.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
  await expect(days.getByRole('button', { name: 'Tuesday' })).toHaveAttribute('aria-pressed', 'false');

  // More than 12 weeks is refused where it was typed; the chosen days stay.
  await fillDate(page, 'Until', localDay(monday + 90));
  await page.getByRole('button', { name: 'Publish ride' }).click();
  await expect(page.getByText('Choose a day at most 12 weeks after the departure')).toBeVisible();
  await expect(days.getByRole('button', { name: 'Wednesday' })).toHaveAttribute('aria-pressed', 'true');

  // Two weeks: Mon, Wed, Mon, Wed.
  await fillDate(page, 'Until', localDay(monday + 13));
  await page.getByRole('button', { name: 'Publish ride' }).click();
  await expect(page.getByText('4 rides published')).toBeVisible();
  await expect(page).toHaveURL(/\/ride\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Khmelnytskyi → Vinnytsia' })).toBeVisible();
  await expect(page.getByText('Repeats · Mon, Wed')).toBeVisible();

  await page.getByRole('link', { name: 'Ridepost, go to home' }).click();
  await page.getByRole('tab', { name: 'Rides' }).click();
  const active = page.getByRole('list', { name: 'Active' }).getByRole('link');
  await expect(active).toHaveCount(4);
  for (const card of await active.all()) await expect(card).toContainText('Repeats · Mon, Wed');

  // The second ride (Wednesday) and the later ones go; the first Monday stays.
  await active.nth(1).click();
  await page.getByRole('button', { name: 'Cancel ride' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this ride?' })
    .getByRole('button', { name: 'Cancel this and later rides' })
    .click();
  await expect(page.getByText('3 rides cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Ridepost, go to home' }).click();
  await page.getByRole('tab', { name: 'Rides' }).click();
  await expect(page.getByRole('list', { name: 'Active' }).getByRole('link')).toHaveCount(1);
});
