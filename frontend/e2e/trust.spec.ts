import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { type ApiUser, json, placeId, seedParcel, seedPickedUp, seedRide, seedUser } from './helpers';

// Trust both ways (docs/product.md §2): the driver rates the sender, blocking hides each other's listings, and a
// report reaches the admins. Names are unique so that cards can be told apart in the shared database.
const uniqueName = (first: string) =>
  first + Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** userIdOf is the id of the user signed in as `user`. */
const userIdOf = async (user: ApiUser) => (await json<{ userId: number }>(await user.api.get('/api/profile'))).userId;

/** otherPage opens a second browser context (another person), signed out. */
async function otherPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('the driver rates the sender from the ride screen; the sender’s card shows the rating and the review', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const senderApi = await playwright.request.newContext({ baseURL });
  try {
    const senderName = uniqueName('Iryna');
    const [driver, sender] = await Promise.all([
      seedUser(page.request, 'rate-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
      seedUser(senderApi, 'rate-sender', { about: { name: senderName, surname: 'Bondar' } }),
    ]);
    const { rideId, parcelId, pin } = await seedPickedUp(driver, sender);
    await driver.post(`/api/parcels/${parcelId}/handover`, { pin });
    const senderId = await userIdOf(sender);

    await page.goto(`/ride/${rideId}`);
    const accepted = page.getByRole('list', { name: 'Accepted parcels' });
    await expect(accepted.getByText('Delivered', { exact: true })).toBeVisible();
    await accepted.getByRole('button', { name: 'Rate the sender' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate the sender' });
    await expect(dialog).toContainText(`${senderName} Bondar`);

    // Submitting without stars asks for them; then four stars and a comment.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Choose from 1 to 5 stars')).toBeVisible();
    await dialog.locator('label', { hasText: '4 stars' }).click();
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Your feedback (optional)' }).fill('Ready on time and packed well.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thank you! Your rating is saved')).toBeVisible();
    await expect(accepted.getByText('You rated the sender')).toBeVisible();
    await expect(accepted.getByRole('button', { name: 'Rate the sender' })).toHaveCount(0);

    // The sender's name opens their card: rated 4.0 once as a sender, with the review.
    await accepted.getByRole('link', { name: `${senderName} Bondar` }).click();
    await expect(page).toHaveURL(`/users/${senderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${senderName} B.` })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4.0 by 1 person' })).toHaveText('4.0 (1)');
    const review = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
    await expect(review).toHaveCount(1);
    await expect(review).toContainText('Ready on time and packed well.');
    await expect(review).toContainText('as sender');
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(review.getByRole('link', { name: 'Oleh S.' })).toBeVisible();

    // Once only: the server refuses a second rating.
    const again = await driver.api.post(`/api/parcels/${parcelId}/rating`, {
      data: { rating: 5 },
      headers: { 'X-CSRF-Token': driver.token },
    });
    expect(again.status()).toBe(409);

    // The sender is told in the words of a rating as a sender, not of a delivery.
    const senderContext = await browser.newContext({ baseURL, storageState: await senderApi.storageState() });
    try {
      const senderPage = await senderContext.newPage();
      await senderPage.goto('/notifications');
      await expect(senderPage.getByText('Your driver rated you as a sender')).toBeVisible();
      await expect(senderPage.getByText('A recipient rated your delivery')).toHaveCount(0);
    } finally {
      await senderContext.close();
    }
  } finally {
    await senderApi.dispose();
  }
});

test('blocking hides each other’s parcels and rides; unblocking from profile/blocked brings them back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const bPage = await otherPage(browser, baseURL);
  try {
    // A drives Chernivtsi → Ivano-Frankivsk; B sends a parcel on the same route.
    const [aName, bName] = [uniqueName('Andriy'), uniqueName('Bohdana')];
    const [a, b] = await Promise.all([
      seedUser(page.request, 'block-a', { about: { name: aName, surname: 'Tkachenko' } }),
      seedUser(bPage.request, 'block-b', { about: { name: bName, surname: 'Melnyk' } }),
    ]);
    // Cities no other scenario uses, so both listings are on the first page whatever else the server holds.
    const [from, to] = [await placeId(a.api, 'Chernivtsi'), await placeId(a.api, 'Ivano-Frankivsk')];
    const [rideId, parcelId] = await Promise.all([
      seedRide(a, { departureAddress: { placeId: from }, arrivalAddress: { placeId: to } }),
      seedParcel(b, { shippingAddress: { placeId: from }, deliveryAddress: { placeId: to } }),
    ]);
    const bId = await userIdOf(b);

    const aList = `/available-parcels?rideId=${rideId}`;
    const bList = `/available-drivers?parcelId=${parcelId}`;
    const bParcel = page.getByRole('article').filter({ hasText: `${bName} M.` });
    const aRide = bPage.getByRole('article', { name: `${aName} T.` });
    await page.goto(aList);
    await expect(bParcel).toHaveCount(1);
    await bPage.goto(bList);
    await expect(aRide).toHaveCount(1);

    // A opens B's card from the list and blocks B, after reading what it does.
    await bParcel.getByRole('link', { name: `${bName} M.` }).click();
    await expect(page).toHaveURL(`/users/${bId}`);
    await page.getByRole('button', { name: 'Block' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Block ${bName} M.?` });
    await expect(confirm).toContainText("You won't see each other's parcels and rides");
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect(page.getByText(`${bName} M. is blocked`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();

    // Neither sees the other's listing any more.
    await page.goto(aList);
    await expect(page.getByText(/parcels? found|No matching parcels yet/)).toBeVisible();
    await expect(bParcel).toHaveCount(0);
    await bPage.reload();
    await expect(bPage.getByText(/rides? available|No drivers on this route yet/)).toBeVisible();
    await expect(aRide).toHaveCount(0);

    // A unblocks B from the profile's blocked users.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Blocked users' }).click();
    await expect(page).toHaveURL('/profile/blocked');
    const blocked = page.getByRole('list', { name: 'Blocked users' });
    await expect(blocked.getByRole('link', { name: `${bName} M.` })).toHaveAttribute('href', `/users/${bId}`);
    await blocked.getByRole('button', { name: `Unblock ${bName} M.` }).click();
    await expect(page.getByText(`${bName} M. is unblocked`)).toBeVisible();
    await expect(page.getByRole('heading', { name: "You haven't blocked anyone" })).toBeVisible();

    // Both listings are back.
    await page.goto(aList);
    await expect(bParcel).toHaveCount(1);
    await bPage.reload();
    await expect(aRide).toHaveCount(1);
  } finally {
    await bPage.context().close();
  }
});

test('reports a user from their card', async ({ page, playwright, baseURL }) => {
  const otherApi = await playwright.request.newContext({ baseURL });
  try {
    const name = uniqueName('Taras');
    const [, other] = await Promise.all([
      seedUser(page.request, 'report-me', { about: { name: 'Olena', surname: 'Kovalenko' } }),
      seedUser(otherApi, 'report-other', { about: { name, surname: 'Hnatiuk' } }),
    ]);
    await page.goto(`/users/${await userIdOf(other)}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} H.` })).toBeVisible();
    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report' });
    await expect(dialog.getByRole('radio').first()).toBeFocused();

    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose a reason')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Fraud or a scam' }).check();
    const details = dialog.getByRole('textbox', { name: 'Details (optional)' });
    await details.fill('Asked me to pay in advance, outside Ridepost.');
    await expect(dialog.getByText('45 / 1000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Report sent. Thank you!')).toBeVisible();
    // Focus goes back to what opened the dialog.
    await expect(page.getByRole('button', { name: 'Report' })).toBeFocused();
  } finally {
    await otherApi.dispose();
  }
});
