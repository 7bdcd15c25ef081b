import { expect, test } from './fixtures';
import { openLive, seedParcel, seedRide, seedUser } from './helpers';

test('a request shows up live on the driver’s open ride and bell; the notification opens the ride and is read', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The driver on `page`, the sender in a browser context of their own.
  const senderContext = await browser.newContext({ baseURL });
  const senderPage = await senderContext.newPage();
  const [[driver, rideId], [sender, parcelId]] = await Promise.all([
    seedUser(page.request, 'live-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }).then(
      async (driver) => [driver, await seedRide(driver)] as const,
    ),
    seedUser(senderPage.request, 'live-sender', { about: { name: 'Iryna', surname: 'Bondar' } }).then(
      async (sender) => [sender, await seedParcel(sender)] as const,
    ),
  ]);

  // The driver starts with nothing unread. (The sender's New parcel may be told of any fitting ride another
  // scenario publishes meanwhile, match_found: the sender's count is not checked.)
  await driver.post('/api/notifications/read', { all: true });

  await openLive(page, `/ride/${rideId}`);
  const fromSenders = page.getByRole('list', { name: 'From senders' });
  await expect(page.getByText('No requests from senders yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // The sender asks the ride; the driver's screen shows it without a reload.
  await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
  await expect(fromSenders.locator(':scope > li')).toHaveCount(1);
  await expect(fromSenders).toContainText('Iryna B.');
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toHaveText('1');

  await bell.click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /^Unread: Iryna B\. asked your ride to carry a parcel/ });
  await expect(item).toHaveAttribute('href', `/ride/${rideId}`);
  await item.click();
  await expect(page).toHaveURL(`/ride/${rideId}`);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /unread/ })).toHaveCount(0);

  // The driver approves; the sender's open parcel screen and bell follow.
  await openLive(senderPage, `/parcel/${parcelId}`);
  await expect(senderPage.getByRole('link', { name: 'Find driver' })).toBeVisible();
  await page.getByRole('list', { name: 'From senders' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await expect(senderPage.getByRole('link', { name: 'Find driver' })).toHaveCount(0);
  await expect(senderPage.getByRole('region', { name: 'Handover to the driver' })).toContainText('Oleh Shevchenko');
  await senderPage.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
  const approved = senderPage
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /^Unread: Oleh S\. approved your request/ });
  await expect(approved).toHaveAttribute('href', `/parcel/${parcelId}`);
  await senderPage.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(senderPage.getByText('All notifications marked as read')).toBeVisible();
  await expect(approved).toHaveCount(0);
  await expect(
    senderPage.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: /^Oleh S\. approved/ }),
  ).toBeVisible();
  await senderContext.close();
});
