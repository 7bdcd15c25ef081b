import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { mailedLink, PASSWORD, placeId, pngImage, signUpViaApi, uniqueEmail } from './helpers';

/** newUser signs a fresh account up through the page's own request context, so the page is signed in. */
async function newUser(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  const { token } = await signUpViaApi(page.request, email);
  return { email, token };
}

const headerAvatar = (page: Page) => page.getByRole('link', { name: 'My profile' }).locator('img');

test('edit name, surname and phone: shown in the profile and on home, also after a reload', async ({ page }) => {
  await newUser(page, 'general');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Ivan');
  await page.getByLabel('Surname').fill('Franko');
  await page.getByLabel('Phone').fill('050 11');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid phone number, like +380 67 123 4567')).toBeVisible();
  await page.getByLabel('Phone').fill('050 111 2233');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Ivan Franko' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ivan Franko' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hi, Ivan!' })).toBeVisible();

  await page.goto('/profile/general');
  await expect(page.getByLabel('Phone')).toHaveValue('+380 50 111 2233');
  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile).toMatchObject({ name: 'Ivan', surname: 'Franko', phone: '+380501112233' });
});

test('change the e-mail, then verify the new address from the mailed link', async ({ page, request }) => {
  const { email } = await newUser(page, 'email-old');
  const taken = uniqueEmail('email-taken');
  await signUpViaApi(request, taken);
  const next = uniqueEmail('email-new');

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit e-mail' }).click();
  await expect(page.getByText(`Your e-mail now: ${email}`)).toBeVisible();
  await page.getByLabel('New e-mail').fill(taken);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('An account with this e-mail already exists').first()).toBeVisible();

  await page.getByLabel('New e-mail').fill(next);
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Wrong password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('New e-mail')).toHaveValue(next);

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Check your inbox to confirm ${next}`)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(next, { exact: true })).toBeVisible();
  await expect(page.getByText('Not verified')).toBeVisible();

  await page.goto(await mailedLink(request, next, '/signup/verified-email'));
  await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(next, { exact: true })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  expect(await (await page.request.get('/api/profile')).json()).toMatchObject({ email: next, emailVerified: true });
});

test('change the password: other sessions end, the old password stops working', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { email } = await newUser(page, 'password');
  const other = await playwright.request.newContext({ baseURL });
  expect((await other.post('/auth/signin', { data: { email, password: PASSWORD } })).ok()).toBeTruthy();

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit password' }).click();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-7');
  await page.getByLabel('Confirm new password').fill('brand-new-pass-8');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-pass-7');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('The current password is wrong', { exact: true })).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect((await other.get('/api/profile')).status()).toBe(401);
  expect((await page.request.get('/api/profile')).ok()).toBeTruthy(); // this session stays
  await other.dispose();

  // The old password no longer signs in, the new one does (the sign-in form is sign-in.spec.ts's).
  const signIn = (password: string) => page.request.post('/auth/signin', { data: { email, password } });
  expect((await signIn(PASSWORD)).status()).toBe(401);
  expect((await signIn('brand-new-pass-7')).status()).toBe(200);
});

test('upload a profile picture, see it in the header, then remove it', async ({ page }) => {
  await newUser(page, 'picture');
  await page.goto('/profile');
  const input = page.getByLabel('Change profile picture');
  await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  await expect(page.getByRole('button', { name: 'Remove picture' })).toHaveCount(0);

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Choose a JPEG, PNG or WebP picture.')).toBeVisible();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(600) });
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  const stored = (await (await page.request.get('/api/profile')).json()).profilePicture as string;
  expect(stored).toMatch(/^\/api\/users\/\d+\/picture\?v=/);

  await page.goto('/');
  await expect(headerAvatar(page)).toHaveAttribute('src', stored);
  await expect.poll(() => headerAvatar(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Profile picture removed')).toBeVisible();
  await page.goto('/');
  await expect(headerAvatar(page)).not.toHaveAttribute('src', /\/api\/users\//);
});

/** verifiedDriver signs a fresh account up and verifies its e-mail through the API. */
async function verifiedDriver(page: Page, request: APIRequestContext) {
  const user = await newUser(page, 'driver');
  const link = await mailedLink(request, user.email, '/signup/verified-email');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const verified = await page.request.post('/auth/verify-email', {
    data: { token },
    headers: { 'X-CSRF-Token': user.token },
  });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  return user;
}

test('add a car and a bicycle, keep the car a planned ride uses, delete it after the ride is gone', async ({
  page,
  request,
}) => {
  const { token } = await verifiedDriver(page, request);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'My vehicles' }).click();
  await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Add your first vehicle' }).click();

  await expect(page.getByRole('radio', { name: 'Car' })).toBeChecked();
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText('Choose the body type')).toBeVisible();
  await page.getByRole('radio', { name: 'Sedan' }).check();
  await page.getByLabel('Model name').fill('Toyota Corolla');
  await page.getByLabel('ID number (plate)').fill('aa 1234 bb');
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText('Vehicle added')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/vehicles$/);

  await page.getByRole('link', { name: 'Add new vehicle' }).click();
  await page.getByRole('radio', { name: 'Bicycle' }).check();
  await expect(page.getByRole('radiogroup', { name: 'Body type' })).toHaveCount(0);
  await expect(page.getByLabel('Model name (optional)')).toBeVisible();
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page).toHaveURL(/\/profile\/vehicles$/);

  const list = page.getByRole('list', { name: 'My vehicles' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Bicycle'); // newest first
  await expect(list.getByRole('listitem').last()).toContainText('Toyota Corolla');
  await expect(list.getByRole('listitem').last()).toContainText('Car · Sedan');
  await expect(list.getByRole('listitem').last()).toContainText('AA 1234 BB'); // stored upper-case

  // A planned ride uses the car: it stays.
  const vehicles = (await (await page.request.get('/api/profile/vehicle')).json()) as {
    VehicleId: number;
    vehicleType: string;
  }[];
  const car = vehicles.find((v) => v.vehicleType === 'car')!;
  const departure = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
  const ride = await page.request.post('/api/rides', {
    headers: { 'X-CSRF-Token': token },
    data: {
      departureAddress: { placeId: await placeId(request, 'Kyiv'), street: '' },
      arrivalAddress: { placeId: await placeId(request, 'Lviv'), street: '' },
      departureDate: departure,
      capacity: 2,
      parcelsTypes: [],
      vehicleId: car.VehicleId,
    },
  });
  expect(ride.status(), await ride.text()).toBe(201);
  const { rideId } = await ride.json();

  const deleteCar = page.getByRole('button', { name: 'Delete Toyota Corolla AA 1234 BB' });
  await deleteCar.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this vehicle?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await deleteCar.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("A planned ride uses this vehicle, so it can't be deleted yet.")).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  expect(
    (await page.request.post(`/api/rides/${rideId}/cancel`, { headers: { 'X-CSRF-Token': token } })).ok(),
  ).toBeTruthy();
  await deleteCar.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Vehicle deleted')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText('Toyota Corolla');
});

// The offer of a vehicle to a new driver, and skipping it, is sign-up.spec.ts's; here the form returns to ?next.
test('a vehicle added from another screen returns there', async ({ page }) => {
  await newUser(page, 'onboarding');
  await page.goto('/profile/new-vehicle?next=/profile');
  await expect(page.getByRole('heading', { name: 'Add a vehicle' })).toBeVisible();
  await page.getByRole('radio', { name: 'Motorcycle' }).check();
  await page.getByLabel('Model name').fill('Honda CB500');
  await page.getByLabel('ID number (plate)').fill('BC 0001 AX');
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
