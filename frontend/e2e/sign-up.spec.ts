import { expect, test } from './fixtures';
import { mailedLink, PASSWORD, uniqueEmail } from './helpers';

test('sign up, tell about yourself, verify the e-mail from the mailed link, land home', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/signup\/about-yourself$/);
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Olena');
  await page.getByLabel('Surname').fill('Kovalenko');
  await page.getByLabel('Phone').fill('067 123 45');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a valid phone number, like +380 67 123 4567')).toBeVisible();
  await page.getByLabel('Phone').fill('067 123 4567');
  await page.getByLabel('Want to be a driver?').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // A future driver is offered to add a car first; this one skips it.
  await expect(page).toHaveURL(/\/profile\/new-vehicle\?next=\/signup\/confirm-email$/);
  await expect(page.getByRole('heading', { name: 'Add a vehicle' })).toBeVisible();
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/signup\/confirm-email$/);
  await expect(page.getByText(`Open the e-mail we sent to ${email} and press its link.`)).toBeVisible();
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText("We've sent the e-mail again")).toBeVisible();

  await page.goto(await mailedLink(request, email, '/signup/verified-email'));
  await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hi, Olena!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send parcel' })).toBeVisible();
  await expect(page.getByText('Please verify your e-mail to publish parcels and rides')).toHaveCount(0);

  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile).toMatchObject({ name: 'Olena', surname: 'Kovalenko', phone: '+380671234567', emailVerified: true });
});

test('a visitor who chose Українська signs up in Ukrainian and the profile keeps it', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Українська' }).click();
  await expect(page.getByRole('heading', { name: 'Створіть обліковий запис' })).toBeVisible();
  const email = uniqueEmail('uk-signup');
  await page.getByLabel('Електронна пошта').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Зареєструватися' }).click();

  await expect(page.getByRole('heading', { name: 'Розкажіть про себе' })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get('/api/profile')).json()).language).toBe('uk');
  // The verification e-mail, sent with the sign-up, is in Ukrainian too.
  const mails = (await (await page.request.get('/dev/mail')).json()) as { to: string; subject: string }[];
  expect(mails.find((m) => m.to === email)?.subject).toBe('Підтвердьте адресу електронної пошти для Ridepost');
});
