import { expect, test } from './fixtures';
import { json, signUpViaApi, uniqueEmail } from './helpers';

const OFFLINE = "You're offline — showing what's saved; changes need a connection";

interface Settings {
  email: Record<string, boolean>;
  push: boolean;
}

test('an e-mail kind turned off stays off after a reload, and the server has it so', async ({ page }) => {
  await signUpViaApi(page.request, uniqueEmail('note-settings'));
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Profile settings' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL('/profile/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();

  const delivered = page.getByRole('switch', { name: 'A parcel is delivered' });
  await expect(delivered).toBeChecked();
  await delivered.click();
  await expect(page.getByText('E-mails about this are off')).toBeVisible();
  await expect(delivered).not.toBeChecked();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'A parcel is delivered' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'My parcel is picked up' })).toBeChecked();
  const settings = await json<Settings>(await page.request.get('/api/profile/notifications'));
  expect(settings.email).toMatchObject({ parcel_delivered: false, parcel_picked_up: true });
  expect(Object.values(settings.email).filter((on) => !on)).toHaveLength(1);
});

test.describe('installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('has a valid manifest, and after one visit opens offline to its offline state', async ({ page, context }) => {
    const res = await page.request.get('/manifest.webmanifest');
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Ridepost', start_url: '/', display: 'standalone' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
      expect(icon, `a ${size} PNG icon`).toBeTruthy();
      const image = await page.request.get(icon!.src);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    // The worker is looked at again on every visit, never kept long by the browser.
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // One visit, signed in: the worker installs and keeps the app shell.
    await signUpViaApi(page.request, uniqueEmail('offline'));
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect(page.getByText(OFFLINE)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    // The app, not the browser's error page: the session cannot be checked, so it says it is offline and waits.
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

    // Nothing but the shell was kept: no answer of the API or about the account.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept).toContain('/');
    expect(kept.filter((path) => path !== '/' && !path.startsWith('/assets/'))).toEqual([]);

    // Back online, it carries on by itself.
    await context.setOffline(false);
    await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(0);

    // A screen never opened before opens offline too (signed out here): the whole app was kept.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await context.setOffline(true);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await context.setOffline(false);
  });
});
