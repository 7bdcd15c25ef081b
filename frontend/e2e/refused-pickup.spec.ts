import { expect, test } from './fixtures';
import { fillDateTime, localDay, seedParcel, seedRide, seedUser } from './helpers';

test('the driver reads what “I saw what is inside” means, refuses the parcel at pickup with a reason, and the sender’s parcel says why', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const senderContext = await browser.newContext({ baseURL });
  try {
    const senderPage = await senderContext.newPage();
    const [driver, sender] = await Promise.all([
      seedUser(page.request, 'refuse-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
      seedUser(senderPage.request, 'refuse-sender', { about: { name: 'Iryna', surname: 'Bondar' } }),
    ]);
    const [rideId, parcelId] = await Promise.all([seedRide(driver), seedParcel(sender)]);
    const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
    await driver.post(`/api/requests/${requestId}/approve`);

    await page.goto(`/ride/${rideId}`);
    const accepted = page.getByRole('list', { name: 'Accepted parcels' });
    // The pickup's confirmation says what the tick means, and what to do instead when something is on the list.
    await accepted.getByRole('button', { name: 'Picked up' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Have you picked up this parcel?' });
    await expect(confirm.getByRole('checkbox', { name: 'I saw what is inside' })).toHaveAccessibleDescription(
      /looked inside and nothing in it is on the prohibited list.*choose Refuse pickup/,
    );
    await confirm.getByRole('button', { name: 'Not yet' }).click();

    // Refusing asks why; without a reason the dialog says so and stays.
    await accepted.getByRole('button', { name: 'Refuse pickup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuse this parcel?' });
    await expect(dialog).toContainText("Iryna Bondar's open parcels");
    await dialog.getByRole('button', { name: 'Refuse pickup' }).click();
    await expect(dialog.getByText('Choose why you refuse the parcel')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Something inside is on the prohibited list' }).check();
    await dialog.getByRole('textbox', { name: /What happened/ }).fill('A can of petrol among the clothes');
    await dialog.getByRole('button', { name: 'Refuse pickup' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Parcel refused. The sender has been told.' }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('No accepted parcels yet')).toBeVisible();

    // The sender's parcel is open again: its next step and its timeline say what happened, and the bell tells it.
    await senderPage.goto(`/parcel/${parcelId}`);
    await expect(senderPage.getByText('The driver refused to take it at pickup')).toBeVisible();
    await expect(
      senderPage.getByText('Reason: Something inside is on the prohibited list. Your parcel is open again'),
    ).toBeVisible();
    await expect(senderPage.getByRole('link', { name: 'Find driver' }).first()).toBeVisible();
    const timeline = senderPage.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toContainText('Refused by the driver at pickup');
    await expect(timeline).toContainText('A can of petrol among the clothes');
    await expect(timeline).not.toContainText('Accepted by the driver');
    await senderPage.goto('/notifications');
    await expect(senderPage.getByText('Oleh S. refused to take your parcel at pickup')).toBeVisible();
  } finally {
    await senderContext.close();
  }
});

test('a pickup plan more than a week after a ride with no arrival time is refused inline, in English and Ukrainian', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ukContext = await browser.newContext({ baseURL });
  const senderContext = await browser.newContext({ baseURL });
  try {
    const ukPage = await ukContext.newPage();
    const [driver, ukDriver, sender] = await Promise.all([
      seedUser(page.request, 'late-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
      seedUser(ukPage.request, 'late-driver-uk', { about: { name: 'Петро', surname: 'Коваль' }, language: 'uk' }),
      seedUser(senderContext.request, 'late-sender', { about: { name: 'Iryna', surname: 'Bondar' } }),
    ]);
    const rides = await Promise.all([seedRide(driver), seedRide(ukDriver)]);
    for (const rideId of rides) {
      const parcelId = await seedParcel(sender);
      const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
      await (rideId === rides[0] ? driver : ukDriver).post(`/api/requests/${requestId}/approve`);
    }

    await page.goto(`/ride/${rides[0]}`);
    const accepted = page.getByRole('list', { name: 'Accepted parcels' });
    await accepted.getByRole('button', { name: 'Set pickup time and place' }).click();
    await fillDateTime(page, 'Pickup date and time', localDay(20), '10:30');
    await accepted.getByRole('button', { name: 'Save pickup' }).click();
    await expect(accepted.getByText("Choose a time within 7 days of the ride's departure")).toBeVisible();

    await ukPage.goto(`/ride/${rides[1]}`);
    const ukAccepted = ukPage.getByRole('list', { name: 'Прийняті посилки' });
    await ukAccepted.getByRole('button', { name: 'Призначити час і місце' }).click();
    await fillDateTime(ukPage, 'Дата й час забору', localDay(20), '10:30');
    await ukAccepted.getByRole('button', { name: 'Зберегти' }).click();
    await expect(ukAccepted.getByText('Виберіть час у межах 7 днів від відправлення поїздки')).toBeVisible();
  } finally {
    await Promise.all([ukContext.close(), senderContext.close()]);
  }
});

test('the sign-up terms line opens the instance’s terms and privacy page', async ({ page }) => {
  await page.goto('/signup');
  const link = page.getByRole('link', { name: 'terms and privacy' });
  await expect(link).toHaveAttribute('href', '/terms?lang=en');
  const [terms] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
  await expect(terms.getByRole('heading', { name: 'Who sees your contacts' })).toBeVisible();
  await expect(terms.getByText(/Weapons and ammunition/)).toBeVisible();
  await terms.getByRole('link', { name: 'Українська' }).click();
  await expect(terms.getByRole('heading', { level: 1, name: 'Умови та конфіденційність' })).toBeVisible();
});
