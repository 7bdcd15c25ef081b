import { expect, test } from './fixtures';
import { placeId, seedParcel, seedRide, seedUser } from './helpers';

// docs/product.md §5 "Editing". Fastiv → Uman: no other scenario posts there.

test('a sender edits a New parcel: the form opens filled in and the screen shows the change', async ({ page }) => {
  const sender = await seedUser(page.request, 'edit-parcel', { about: { name: 'Halyna', surname: 'Savchuk' } });
  const [from, to] = await Promise.all(['Fastiv', 'Uman'].map((q) => placeId(page.request, q)));
  const parcelId = await seedParcel(sender, {
    details: 'A box of jars.',
    shippingAddress: { placeId: from },
    deliveryAddress: { placeId: to },
  });
  await page.goto(`/parcel/${parcelId}`);
  await page.getByRole('link', { name: 'Edit parcel' }).click();
  await expect(page.getByRole('heading', { name: 'Edit parcel' })).toBeVisible();
  const details = page.getByLabel(/Details/);
  await expect(details).toHaveValue('A box of jars.');
  await details.fill('Two boxes of jars, wrapped.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/parcel/${parcelId}$`));
  await expect(page.getByText('Two boxes of jars, wrapped.')).toBeVisible();
});

test('a driver narrows the parcel types: the request that no longer fits expires and the sender sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  const senderContext = await browser.newContext({ baseURL });
  const senderPage = await senderContext.newPage();
  const [driver, sender] = await Promise.all([
    seedUser(page.request, 'edit-ride-driver', { about: { name: 'Bohdan', surname: 'Lysenko', wantsToDrive: true } }),
    seedUser(senderPage.request, 'edit-ride-sender', { about: { name: 'Zoriana', surname: 'Kuzmenko' } }),
  ]);
  const [from, to] = await Promise.all(['Fastiv', 'Uman'].map((q) => placeId(page.request, q)));
  const rideId = await seedRide(driver, { departureAddress: { placeId: from }, arrivalAddress: { placeId: to } });
  const parcelId = await seedParcel(sender, { shippingAddress: { placeId: from }, deliveryAddress: { placeId: to } });
  await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);

  await page.goto(`/ride/${rideId}`);
  await page.getByRole('link', { name: 'Edit ride' }).click();
  await expect(page.getByRole('heading', { name: 'Edit ride' })).toBeVisible();
  await expect(page.getByText('Regular trip')).toHaveCount(0);
  // The types are chips: a tap on one's label ticks its box.
  await page.getByText('Documents', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Documents' })).toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ride/${rideId}$`));

  // The sender's request expired (books are no longer taken): their parcel's answered requests and their
  // notifications say so.
  await senderPage.goto(`/parcel/${parcelId}`);
  await senderPage.getByRole('button', { name: 'History (1)' }).click();
  await expect(senderPage.getByText('Expired: no longer open')).toBeVisible();
  await senderPage.goto('/notifications');
  await expect(senderPage.getByText('A request for your parcel expired')).toBeVisible();
  await senderContext.close();
});
