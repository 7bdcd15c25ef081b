import { camera } from './camera';
import { expect, test } from './fixtures';
import { seedUser } from './helpers';

// Saves 390×844 pictures of the notification settings in both languages: as they start, with some e-mails turned
// off, offline (the banner, then the screen's data out of reach), and where the browser blocks notifications.

const TEXT = {
  en: {
    menu: 'Notifications',
    back: 'Back to profile',
    device: 'Notifications on this device',
    loadError: "Couldn't load your settings",
    offline: "You're offline — showing what's saved; changes need a connection",
  },
  uk: {
    menu: 'Сповіщення',
    back: 'Назад до профілю',
    device: 'Сповіщення на цьому пристрої',
    loadError: 'Не вдалося завантажити налаштування',
    offline: 'Ви офлайн — показуємо збережене; для змін потрібне з’єднання',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`notification settings screens in ${lang}`, async ({ page, context, browser, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const shot = camera(`${lang}-notification-settings`);
    await context.grantPermissions(['notifications']);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const user = await seedUser(page.request, `shots-note-settings-${lang}`, {
      about: lang === 'uk' ? { name: 'Оксана', surname: 'Мельник' } : { name: 'Olena', surname: 'Melnyk' },
      language: lang,
    });

    // Through the profile's menu, so that both screens are loaded before the network goes (below).
    await page.goto('/profile');
    await page.getByRole('navigation').getByRole('link', { name: text.menu }).click();
    const device = page.getByRole('switch', { name: text.device });
    await expect(device).toBeEnabled();
    await shot(page, 'start');

    await user.put('/api/profile/notifications', {
      email: { request_reminder: false, request_expired: false, match_found: false, message_received: false },
    });
    await page.reload();
    await expect(page.getByRole('switch', { checked: false })).toHaveCount(5); // four kinds and this device
    await shot(page, 'some-off', { top: true });

    // Offline: the banner comes at once; opened again, the screen says its data needs a connection.
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: text.offline })).toBeVisible();
    await shot(page, 'offline-banner', { full: false });
    await page.getByRole('link', { name: text.back }).click();
    await page.getByRole('navigation').getByRole('link', { name: text.menu }).click();
    await expect(page.getByRole('heading', { name: text.loadError })).toBeVisible();
    await shot(page, 'offline-error');
    await context.setOffline(false);

    // A browser that blocks notifications for the site: the switch is off and says where to allow them.
    const blocked = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const blockedPage = await blocked.newPage();
    await blockedPage.addInitScript((lng) => {
      localStorage.setItem('i18nextLng', lng);
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    }, lang);
    await seedUser(blockedPage.request, `shots-note-blocked-${lang}`, { verified: false, language: lang });
    await blockedPage.goto('/profile/notifications');
    await expect(blockedPage.getByRole('switch', { name: text.device })).toBeDisabled();
    await expect(blockedPage.getByRole('note')).toBeVisible();
    await shot(blockedPage, 'blocked', { full: false });
    await blocked.close();
  });
}
