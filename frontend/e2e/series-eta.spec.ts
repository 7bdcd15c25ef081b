import { expect, test } from './fixtures';
import { localDay, RIVNE, seedParcel, seedRide, seedUser, ZHYTOMYR } from './helpers';

// Times along a ride and a regular trip in the results (docs/product.md §5): Kyiv → Lviv leaving 09:00 passes
// Zhytomyr (132.7 km on) about 10:55 and Rivne (304.2 km) about 13:20, at 70 km/h rounded to 5 minutes.
test.use({ timezoneId: 'Europe/Kyiv' });

/** kyivAt is the instant that is `time` (HH:MM) on the day `days` from today, in Kyiv. */
function kyivAt(days: number, time: string): Date {
  const guess = new Date(`${localDay(days)}T${time}:00Z`);
  const wall = (timeZone: string) => new Date(guess.toLocaleString('en-US', { timeZone })).getTime();
  return new Date(guess.getTime() - (wall('Europe/Kyiv') - wall('UTC')));
}

/** daysToMonday is how many days from today to the first Monday at least two days ahead. */
function daysToMonday(): number {
  let days = 2;
  while (new Date(Date.now() + days * 86_400_000).getDay() !== 1) days++;
  return days;
}

const shortDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric' }).format(new Date(`${isoDay}T12:00`));

test('a searched route’s result says when the ride passes, lists a regular trip once and picks its other days', async ({
  page,
  request,
}) => {
  const driver = await seedUser(request, 'eta-series-driver', { about: { name: 'Bohdan', surname: 'Etalenko' } });
  const monday = daysToMonday();
  // Every Monday for eight weeks, at 09:00 Kyiv time.
  await seedRide(driver, {
    departureDate: kyivAt(monday, '09:00').toISOString(),
    repeat: { weekdays: [1], until: localDay(monday + 49) },
  });
  // From its first day: other scenarios' Kyiv → Lviv rides of the coming days would fill the first page.
  await page.goto(`/available-drivers?from=${ZHYTOMYR}&to=${RIVNE}&date=${localDay(monday)}`);
  const cards = page.getByRole('article', { name: 'Bohdan E.' });
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card).toContainText('Zhytomyr about 10:55 · Rivne about 13:20');
  // The first ride is listed; six of the seven later Mondays follow it, each a button for that day.
  const week = (n: number) => localDay(monday + 7 * n);
  await expect(card).toContainText(`also ${[1, 2, 3, 4, 5, 6].map((n) => shortDay(week(n))).join(', ')} …`);
  await expect(card.getByRole('button', { name: /^Search rides on / })).toHaveCount(6);

  // Its map draws where the searched pickup and drop-off join the ride's line, and says when.
  await card.getByRole('button', { name: 'Map' }).click();
  await expect(
    card.getByRole('img', {
      name: 'Kyiv → Lviv, 468 km; pickup Zhytomyr about 10:55, drop-off Rivne about 13:20, +21 km',
    }),
  ).toBeVisible();

  // The third Monday: the search is for that day, the series listed as that ride with the five after it.
  await card
    .getByRole('button', { name: new RegExp(`^Search rides on .*${new Date(`${week(2)}T12:00`).getDate()} `) })
    .click();
  await expect(page).toHaveURL(new RegExp(`date=${week(2)}`));
  await expect(cards).toHaveCount(1);
  await expect(card.getByRole('button', { name: /^Search rides on / })).toHaveCount(5);
  await expect(card).toContainText(`also ${[3, 4, 5, 6, 7].map((n) => shortDay(week(n))).join(', ')}`);
  await expect(card).not.toContainText('…');
});

test('the handover card says when the ride passes the parcel’s city until the driver plans the pickup', async ({
  page,
  request,
}) => {
  const [driver, sender] = await Promise.all([
    seedUser(request, 'eta-handover-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
    seedUser(page.request, 'eta-handover-sender', { about: { name: 'Iryna', surname: 'Bondar' } }),
  ]);
  const departure = kyivAt(2, '09:00');
  const [rideId, parcelId] = await Promise.all([
    seedRide(driver, { departureDate: departure.toISOString() }),
    seedParcel(sender, { shippingDate: localDay(2) }),
  ]);
  const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
  await driver.post(`/api/requests/${requestId}/approve`);

  await page.goto(`/parcel/${parcelId}`);
  const card = page.getByRole('region', { name: 'Handover to the driver' });
  const when = card.getByRole('definition').first();
  await expect(when).toContainText('about 10:55');
  await expect(when).toContainText("Estimated from the ride's departure at 09:00");
  await expect(
    page.getByRole('img', { name: /pickup Zhytomyr about 10:55, drop-off Rivne about 13:20/ }),
  ).toBeVisible();

  // A planned pickup replaces the estimate.
  await driver.put(`/api/parcels/${parcelId}/pickup-plan`, {
    at: kyivAt(2, '10:30').toISOString(),
    place: 'Gas station',
  });
  await page.reload();
  await expect(when).toContainText('10:30');
  await expect(when).toContainText('Set by the driver');
  await expect(when).not.toContainText('about');
});
