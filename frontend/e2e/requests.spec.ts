import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { type ApiUser, json, seedParcel, seedRide, seedUser, uniqueEmail } from './helpers';

const shownPhone = (e164: string) => e164.replace(/^\+380(\d{2})(\d{3})(\d{4})$/, '+380 $1 $2 $3');

/** setUp makes a driver (on `page`) with a Kyiv → Lviv ride and a sender (in its own browser context) with a Zhytomyr → Rivne parcel. */
async function setUp(page: Page, browser: Browser, baseURL: string) {
  const senderContext = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const senderPage = await senderContext.newPage();
  const [[driver, rideId], [sender, parcelId]] = await Promise.all([
    seedUser(page.request, 'req-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }).then(
      async (driver) => [driver, await seedRide(driver)] as const,
    ),
    seedUser(senderPage.request, 'req-sender', { about: { name: 'Iryna', surname: 'Bondar' } }).then(
      async (sender) =>
        [
          sender,
          await seedParcel(sender, {
            recipient: { name: 'Ivan', lastName: 'Franko', emailAddress: uniqueEmail('recipient') },
          }),
        ] as const,
    ),
  ]);
  return {
    driver,
    sender: { ...sender, page: senderPage } as ApiUser & { page: Page },
    senderContext,
    rideId,
    parcelId,
  };
}

test('a sender asks, the driver approves, picks up and delivers, the recipient confirms', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { driver, sender, senderContext, rideId, parcelId } = await setUp(page, browser, baseURL!);
  await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);

  // The driver sees the request under From senders (the default tab) and approves it.
  await page.goto(`/ride/${rideId}`);
  await expect(page.getByRole('tab', { name: 'From senders' })).toHaveAttribute('aria-selected', 'true');
  const requests = page.getByRole('list', { name: 'From senders' });
  await expect(requests.locator(':scope > li')).toHaveCount(1);
  await expect(requests).toContainText('Books · S');
  await expect(requests).toContainText('Iryna B.');
  await expect(requests).toContainText('₴150');
  await expect(page.getByRole('link', { name: /View all/ })).toHaveAttribute('href', `/ride/${rideId}/requested`);
  await expect(page.getByRole('link', { name: 'Find parcels' })).toHaveAttribute(
    'href',
    `/available-parcels?rideId=${rideId}`,
  );
  await requests.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await expect(requests.getByText('You approved it', { exact: true })).toBeVisible();
  await expect(requests.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // It is now an accepted parcel, with the sender's contacts.
  const accepted = page.getByRole('list', { name: 'Accepted parcels' });
  await expect(accepted.locator(':scope > li').first()).toContainText('Books · S');
  await expect(accepted.getByRole('link', { name: shownPhone(sender.phone) })).toHaveAttribute(
    'href',
    `tel:${sender.phone}`,
  );
  await expect(page.getByText('1 of 3 parcels')).toBeVisible();

  await accepted.getByRole('button', { name: 'Picked up' }).click();
  await page
    .getByRole('alertdialog', { name: 'Have you picked up this parcel?' })
    .getByRole('button', { name: 'Yes, picked up' })
    .click();
  await expect(page.getByText('Parcel picked up')).toBeVisible();
  await expect(page.locator('.detail-header').getByText('In progress', { exact: true })).toBeVisible();
  await expect(accepted.getByText('In transit', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel ride' })).toHaveCount(0);

  await accepted.getByRole('button', { name: 'Ask the recipient to confirm' }).click();
  await expect(page.getByText('We e-mailed the recipient a link to confirm')).toBeVisible();

  // On its way, the delivery card (to whom, where) carries the driver's contacts; the recipient's link is copied.
  const senderPage = sender.page;
  await senderPage.goto(`/parcel/${parcelId}`);
  await expect(senderPage.getByText('In transit', { exact: true }).first()).toBeVisible();
  const contacts = senderPage.getByRole('region', { name: 'Delivery to the recipient' });
  await expect(contacts).toContainText('Oleh Shevchenko');
  await expect(contacts.getByRole('link', { name: shownPhone(driver.phone) })).toHaveAttribute(
    'href',
    `tel:${driver.phone}`,
  );
  await expect(contacts.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute('href', /^mailto:/);
  const linkBox = senderPage.getByRole('region', { name: 'Link for the recipient' });
  const link = await linkBox.getByRole('textbox').inputValue();
  expect(link).toMatch(/\/confirm-delivery\?token=/);
  await linkBox.getByRole('button', { name: 'Copy' }).click();
  await expect(senderPage.getByText('Link copied')).toBeVisible();
  expect(await senderPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(senderPage.getByRole('link', { name: 'Find driver' })).toHaveCount(0);

  // The recipient, signed out, confirms through the link (its screen is delivery.spec.ts's).
  const recipient = await playwright.request.newContext({ baseURL });
  const token = new URL(link).searchParams.get('token')!;
  await json(await recipient.post(`/api/delivery/${encodeURIComponent(token)}/confirm`, { data: { delivered: true } }));
  await recipient.dispose();

  // The driver's ride: the parcel Delivered; the ride stays In progress until its departure (docs/product.md §5).
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Accepted parcels' }).getByText('Delivered', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('.detail-header').getByText('In progress', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask the recipient to confirm' })).toHaveCount(0);
  await senderContext.close();
});

test("a driver's offer is declined by the sender on the parcel screen", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const { driver, sender, senderContext, rideId, parcelId } = await setUp(page, browser, baseURL!);
  await driver.post(`/api/parcels/${parcelId}/requests`, { rideId, cost: 180 }, 201);

  const senderPage = sender.page;
  await senderPage.goto(`/parcel/${parcelId}`);
  await expect(senderPage.getByRole('link', { name: 'Find driver' })).toHaveAttribute(
    'href',
    `/available-drivers?parcelId=${parcelId}`,
  );
  const offers = senderPage.getByRole('list', { name: 'Offers from drivers' });
  await expect(offers.locator(':scope > li')).toHaveCount(1);
  await expect(offers).toContainText('Oleh S.');
  await expect(offers).toContainText('₴180');
  await expect(offers).toContainText('Kyiv');
  await expect(offers).toContainText('Skoda Octavia');
  await offers.getByRole('button', { name: 'Decline' }).click();
  await expect(senderPage.getByText('Request declined')).toBeVisible();
  await expect(offers.getByText('You declined it', { exact: true })).toBeVisible();
  await expect(offers.getByRole('button')).toHaveCount(0);
  // Still New: the sender can look for another driver.
  await expect(senderPage.getByRole('link', { name: 'Find driver' })).toBeVisible();
  await senderContext.close();
});

test('each side cancels its own request after the confirmation', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const { driver, sender, senderContext, rideId, parcelId } = await setUp(page, browser, baseURL!);
  await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);

  // The sender backs out once, then cancels.
  const senderPage = sender.page;
  await senderPage.goto(`/parcel/${parcelId}`);
  const mine = senderPage.getByRole('list', { name: 'My requests' });
  await expect(mine.getByText('Waiting for Oleh S.', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: 'Withdraw request' }).click();
  const dialog = senderPage.getByRole('alertdialog', { name: 'Withdraw your request?' });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine.getByText('You withdrew it', { exact: true })).toHaveCount(0);
  await mine.getByRole('button', { name: 'Withdraw request' }).click();
  await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(senderPage.getByText('Request withdrawn')).toBeVisible();
  await expect(mine.getByText('You withdrew it', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);
  await senderContext.close();

  // The driver offers the ride, then cancels the offer under My requests, on the page with all requests.
  await driver.post(`/api/parcels/${parcelId}/requests`, { rideId }, 201);
  await page.goto(`/ride/${rideId}`);
  await page.getByRole('link', { name: /View all/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ride requests' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'From senders' }).getByText('Iryna B. withdrew it', { exact: true }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'My requests' }).click();
  const offers = page.getByRole('list', { name: 'My requests' });
  await offers.getByRole('button', { name: 'Withdraw request' }).click();
  await page
    .getByRole('alertdialog', { name: 'Withdraw your request?' })
    .getByRole('button', { name: 'Yes, withdraw' })
    .click();
  await expect(page.getByText('Request withdrawn')).toBeVisible();
  await expect(offers.getByText('You withdrew it', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the ride' }).click();
  await expect(page).toHaveURL(`/ride/${rideId}`);
  // The switcher remembers My requests for the visit.
  await expect(page.getByRole('tab', { name: 'My requests' })).toHaveAttribute('aria-selected', 'true');
});
