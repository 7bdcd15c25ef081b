import { expect, test } from './fixtures';
import {
  addVehicleViaApi,
  chooseCity,
  fillDate,
  fillDateTime,
  json,
  localDay,
  seedParcel,
  seedRide,
  seedUser,
  uniqueEmail,
  verifiedUserViaApi,
} from './helpers';

/** daysToMonday is how many days from today to the first Monday at least two days ahead. */
function daysToMonday(): number {
  let days = 2;
  while (new Date(Date.now() + days * 86_400_000).getDay() !== 1) days++;
  return days;
}

/** dayText is a day as the app writes it in English: "Mon 7 Dec", with the year when it is not this one. */
const dayText = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === new Date().getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);

// Khmelnytskyi → Vinnytsia: a route no other scenario uses.
test('a driver repeats a ride every Monday and Wednesday, sees the series on Home and cancels this and later rides', async ({
  page,
}) => {
  const { token } = await verifiedUserViaApi(page.request, uniqueEmail('series'));
  await addVehicleViaApi(page.request, token);
  const monday = daysToMonday();
  await page.goto('/ride');
  await chooseCity(page, 'Leaving from', 'Khmel', 'Khmelnytskyi');
  await chooseCity(page, 'Going to', 'Vinn', 'Vinnytsia');
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
  // Home shows the series as one card, which opens into its four rides.
  const activeList = page.getByRole('list', { name: 'Active' });
  const series = activeList.getByRole('region', { name: 'Regular trip: Khmelnytskyi → Vinnytsia' });
  await expect(activeList.getByRole('listitem')).toHaveCount(1);
  await expect(series).toContainText(
    `every Mon and Wed until ${dayText(new Date(`${localDay(monday + 13)}T12:00`))} · next ${dayText(new Date(`${localDay(monday)}T08:00`))}, 08:00`,
  );
  await expect(series).toContainText('4 rides');
  const active = activeList.getByRole('link');
  await expect(active).toHaveCount(0);
  await series.getByRole('button', { name: 'Show its rides' }).click();
  await expect(active).toHaveCount(4);
  // Inside the trip's card, which says the days, its rides do not repeat them.
  await expect(series.getByText('Repeats · Mon, Wed')).toHaveCount(0);

  // The second ride (Wednesday) and the later ones go; the first Monday stays.
  await active.nth(1).click();
  await page.getByRole('button', { name: 'Cancel ride' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this ride?' })
    .getByRole('button', { name: 'Cancel this and later rides' })
    .click();
  await expect(page.getByText('3 rides cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

  // One ride of the series is left to come: a card of its own.
  await page.getByRole('link', { name: 'Ridepost, go to home' }).click();
  await page.getByRole('tab', { name: 'Rides' }).click();
  await expect(page.getByRole('list', { name: 'Active' }).getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('region', { name: /Regular trip/ })).toHaveCount(0);
});

test('cancelling a series says which rides go and which stay, and keeping them is the first choice', async ({
  page,
  playwright,
  baseURL,
}) => {
  const senderApi = await playwright.request.newContext({ baseURL });
  const [driver, sender] = await Promise.all([
    seedUser(page.request, 'series-plan-driver', { about: { name: 'Taras', surname: 'Bondar' } }),
    seedUser(senderApi, 'series-plan-sender', { about: { name: 'Olha', surname: 'Marchenko' } }),
  ]);
  // Six rides, Mon and Wed over three weeks: Kyiv → Lviv at 08:00.
  const monday = daysToMonday();
  const first = new Date(`${localDay(monday)}T08:00`);
  await seedRide(driver, {
    departureDate: first.toISOString(),
    repeat: { weekdays: [1, 3], until: localDay(monday + 16) },
  });
  const rides = (await json<{ rideId: number; departureDate: string }[]>(await page.request.get('/api/rides'))).sort(
    (a, b) => a.departureDate.localeCompare(b.departureDate),
  );
  expect(rides).toHaveLength(6);
  // The second Monday's ride carries a parcel.
  const carrying = rides[2];
  const day = localDay(monday + 7);
  const parcelId = await seedParcel(sender, { shippingDate: day, deliveryDate: day });
  const { requestId } = await sender.post(`/api/rides/${carrying.rideId}/requests`, { parcelId }, 201);
  await driver.post(`/api/requests/${requestId}/approve`);
  await senderApi.dispose();

  const at = (i: number) => dayText(new Date(rides[i].departureDate));
  await page.goto(`/ride/${rides[1].rideId}`);
  await expect(page.getByText('Repeats · Mon, Wed')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel ride' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this ride?' });
  await expect(dialog).toContainText(
    `“This and later rides” cancels 4 rides (${at(1)} – ${at(5)}). The ride of ${at(2)} carries a parcel and stays.`,
  );
  // The safe choice leads and is the filled one; both cancelling choices are outlined.
  const buttons = dialog.getByRole('button');
  await expect(buttons).toHaveText(['Keep the rides', 'Cancel only this ride', 'Cancel this and later rides']);
  await expect(buttons.first()).toBeFocused();
  await expect(buttons.first()).toHaveClass(/\bbtn--primary\b/);
  for (const name of ['Cancel only this ride', 'Cancel this and later rides'])
    await expect(dialog.getByRole('button', { name })).not.toHaveClass(/\bbtn--danger(\s|$)/);
  await expect(dialog.getByRole('button', { name: 'Cancel this and later rides' })).toHaveAccessibleDescription(
    /cancels 4 rides/,
  );

  await buttons.first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Planned', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel ride' }).click();
  await dialog.getByRole('button', { name: 'Cancel this and later rides' }).click();
  await expect(page.getByText('4 rides cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  // A cancelled ride no longer repeats; the two that stay still do.
  await expect(page.getByText('Repeats · Mon, Wed')).toBeHidden();
  await page.getByRole('link', { name: 'Ridepost, go to home' }).click();
  await page.getByRole('tab', { name: 'Rides' }).click();
  // The two that stay are the series' card; the cancelled ones are past, without "Repeats".
  const series = page.getByRole('region', { name: 'Regular trip: Kyiv → Lviv' });
  await expect(series).toContainText('2 rides');
  await series.getByRole('button', { name: 'Show its rides' }).click();
  await expect(series).toContainText('every Mon and Wed');
  await expect(page.getByRole('list', { name: 'Active' }).getByRole('link')).toHaveCount(2);
  // No cancelled ride says it repeats.
  await expect(page.getByText('Repeats · Mon, Wed')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Past' }).getByRole('link')).toHaveCount(4);
});
