import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { chooseDate, KYIV, LVIV, seedParcel, seedUser, signUpViaApi, uniqueEmail, verifiedUserViaApi } from './helpers';

/** chooseCity types a few letters and takes the first suggestion with the keyboard, as a user would. */
async function chooseCity(page: Page, label: string, typed: string, city: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.pressSequentially(typed);
  await expect(page.getByRole('option').first()).toContainText(city);
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
  await input.press('Enter');
  await expect(input).toHaveValue(city);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
}

async function fillParcel(page: Page) {
  await page.locator('label.chip', { hasText: 'Documents' }).click();
  await page.locator('label.size-card', { hasText: 'Up to 15 kg' }).click();
  await page.getByLabel('Details (optional)').fill('Two folders of papers for the notary. Please keep them dry.');
  await chooseCity(page, 'Delivery from', 'Kyi', 'Kyiv');
  await page.getByLabel('Street and house (optional)').first().fill('Khreshchatyk 1');
  await chooseCity(page, 'Shipping to', 'Lvi', 'Lviv');
  await chooseDate(page, 'Pickup date', 1);
  await page.getByLabel('Your price').fill('150');
  await page.getByLabel('Name', { exact: true }).fill('Taras');
  await page.getByLabel('Phone').fill('067 123 4567');
  await page.getByRole('checkbox', { name: 'Nothing on the prohibited list' }).check();
}

test('a sender publishes a parcel, finds it on Home, opens it and cancels it', async ({ page }) => {
  await verifiedUserViaApi(page.request, uniqueEmail('parcel'));
  await page.goto('/');
  await page.getByRole('link', { name: 'Send parcel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeVisible();
  await expect(page.getByText('City data © GeoNames (CC BY 4.0)').last()).toBeVisible();

  // Client-side rules first.
  await page.getByRole('button', { name: 'Publish parcel' }).click();
  await expect(page.getByText('Choose a city from the list')).toHaveCount(2);
  await expect(page.getByText('Enter a phone number or an e-mail')).toHaveCount(2);

  await fillParcel(page);
  await page.getByRole('button', { name: 'Publish parcel' }).click();

  await expect(page.getByText('Parcel published')).toBeVisible();
  await expect(page).toHaveURL(/\/parcel\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByText('Khreshchatyk 1')).toBeVisible();
  await expect(page.getByText('₴150')).toBeVisible();
  await expect(page.getByText('+380 67 123 4567')).toBeVisible();

  // Home lists it under Parcels, Active; the card opens it.
  await page.getByRole('link', { name: 'Ridepost, go to home' }).click();
  const card = page.getByRole('list', { name: 'Active' }).getByRole('link');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Kyiv');
  await expect(card).toContainText('Lviv');
  await expect(card).toContainText('₴150');
  await expect(card).toContainText('Documents · size M');
  await card.click();
  await expect(page).toHaveURL(detailUrl);

  // Cancel with the confirmation: Back first, then Yes.
  await page.getByRole('button', { name: 'Cancel parcel' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this parcel?' });
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel parcel' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Parcel cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel parcel' })).toBeHidden();

  // Finished, it moves to Past.
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Past' }).getByRole('link')).toContainText('Cancelled');
  await expect(page.getByRole('list', { name: 'Active' })).toBeHidden();
});

test('the same city twice is refused inline; a server field code shows under its input; typing stays', async ({
  page,
}) => {
  await verifiedUserViaApi(page.request, uniqueEmail('parcel-invalid'));
  await page.goto('/parcel');
  await fillParcel(page);
  await page.getByRole('combobox', { name: 'Shipping to' }).fill('');
  await chooseCity(page, 'Shipping to', 'Kyi', 'Kyiv');
  await page.getByRole('button', { name: 'Publish parcel' }).click();
  await expect(page.getByText('Choose a different city')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Shipping to' })).toHaveAttribute('aria-invalid', 'true');

  // Control characters are for the server to refuse: its 400 field code lands under Details.
  await page.getByRole('combobox', { name: 'Shipping to' }).fill('');
  await chooseCity(page, 'Shipping to', 'Lvi', 'Lviv');
  await page.getByLabel('Details (optional)').fill('Papers\u0007');
  await page.getByRole('button', { name: 'Publish parcel' }).click();
  await expect(page.getByLabel('Details (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This value is not valid')).toBeVisible();
  // One message for one failure: the field says it, no toast repeats it.
  await expect(page.getByText('Please check the highlighted fields.')).toHaveCount(0);
  await expect(page.getByLabel('Your price')).toHaveValue('150');
  await expect(page).toHaveURL(/\/parcel$/);
});

test('an unverified user is told up front, and Publish stays disabled saying why', async ({ page }) => {
  await signUpViaApi(page.request, uniqueEmail('parcel-unverified'));
  await page.goto('/parcel');
  // Before anything is filled in: the notice with its action, and the reason beside Publish.
  await expect(page.getByText('Please verify your e-mail to publish parcels and rides')).toBeVisible();
  const publish = page.getByRole('button', { name: 'Publish parcel' });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription('You can publish once your e-mail is verified.');
  await fillParcel(page);
  await expect(publish).toBeDisabled();
  await page.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(page.getByText("We've sent the e-mail again")).toBeVisible();
  await expect(page).toHaveURL(/\/parcel$/);
});

test('a stranger may open a New parcel without contacts; an unknown one is not found', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The owner publishes through the API: the form is the first scenario's.
  const ownerApi = await playwright.request.newContext({ baseURL });
  const owner = await seedUser(ownerApi, 'parcel-owner');
  const parcelId = await seedParcel(owner, {
    type: 'documents',
    size: 'M',
    shippingAddress: { placeId: KYIV },
    deliveryAddress: { placeId: LVIV },
    recipient: { name: 'Taras', phoneNumber: '+380671234567' },
  });
  await ownerApi.dispose();

  await signUpViaApi(page.request, uniqueEmail('parcel-stranger'));
  await page.goto(`/parcel/${parcelId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sender' })).toBeVisible();
  await expect(page.getByText('+380 67 123 4567')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel parcel' })).toHaveCount(0);
  await page.goto('/parcel/999999');
  await expect(page.getByRole('heading', { name: 'Parcel not found' })).toBeVisible();
});
