import { expect, test } from './fixtures';

// The signed-out entry screens come drawn in their page: a phone on a slow network paints them from the HTML,
// before any script has arrived, in the language the browser chose; the app then takes them over (hydration
// errors would fail the scenario: fixtures.ts).

test('sign-in, sign-up, the public home and lists are drawn before any script runs, in the chosen language', async ({
  browser,
  baseURL,
}) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await noScript.newPage();
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    // Its fields take typing from the paint: what is typed and pressed waits for the app (before-the-app.spec.ts).
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeEditable();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();

    await noScript.addCookies([{ name: 'lang', value: 'uk', url: baseURL! }]);
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1, name: 'Створіть обліковий запис' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Надсилайте посилки/ })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Пошук поїздок і посилок' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Знайти поїздки' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Українська' })).toBeEnabled();

    // The public lists: their heading and filters, the results loading.
    await page.goto('/available-parcels');
    await expect(page.getByRole('heading', { level: 1, name: 'Знайти посилки' })).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
  } finally {
    await noScript.close();
  }
});

test('the drawn sign-in screen is taken over: its fields are typed into and its errors shown', async ({ page }) => {
  await page.goto('/signin');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeEnabled();
  await email.fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/wrong e-mail or password/i)).toBeVisible();
  await expect(email).toHaveValue('nobody@example.com');
});
