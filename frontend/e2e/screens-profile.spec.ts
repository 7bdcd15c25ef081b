import { camera, type ShotOptions } from './camera';
import { expect, test } from './fixtures';
import { PASSWORD, pngImage, signUpViaApi, uniqueEmail } from './helpers';

// Saves a 390×844 picture of every profile and vehicle screen, in both languages, for people to look at.

const TEXT = {
  en: {
    save: 'Save',
    savePassword: 'Save password',
    saveVehicle: 'Save vehicle',
    motorcycle: 'Motorcycle',
    bicycle: 'Bicycle',
    cancel: 'Cancel',
  },
  uk: {
    save: 'Зберегти',
    savePassword: 'Зберегти пароль',
    saveVehicle: 'Зберегти',
    motorcycle: 'Мотоцикл',
    bicycle: 'Велосипед',
    cancel: 'Скасувати',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`profile screens in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const snap = camera(`${lang}-profile`);
    const shot = (name: string, options?: ShotOptions) => snap(page, name, { top: true, ...options });
    const open = async (path: string, name: string) => {
      await page.goto(path);
      await shot(name);
    };
    const submit = (name: string) => page.locator('form').getByRole('button', { name, exact: true }).click();

    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const { token } = await signUpViaApi(page.request, uniqueEmail(`shots-profile-${lang}`), PASSWORD);
    const headers = { 'X-CSRF-Token': token };
    expect((await page.request.put('/api/profile/language', { data: { language: lang }, headers })).ok()).toBeTruthy();
    const general = {
      name: lang === 'uk' ? 'Оксана' : 'Olena',
      surname: lang === 'uk' ? 'Коваленко-Шевчук' : 'Kovalenko-Shevchuk',
      phone: '+380671234567',
    };
    expect((await page.request.put('/api/profile', { data: general, headers })).ok()).toBeTruthy();

    await open('/profile', 'profile');
    await open('/profile/general', 'general');
    await page.locator('input[name="name"]').fill('');
    await page.locator('input[name="phone"]').fill('12');
    await submit(text.save);
    await shot('general-invalid');
    await open('/profile/email', 'email');
    await page.locator('input[name="email"]').fill('someone@example.com');
    await page.locator('input[name="password"]').fill('not-my-password');
    await submit(text.save);
    await expect(page.locator('.field__error')).toBeVisible();
    await shot('email-wrong-password');
    await open('/profile/password', 'password');
    await page.locator('input[name="currentPassword"]').fill(PASSWORD);
    await page.locator('input[name="newPassword"]').fill('new-password-1');
    await page.locator('input[name="confirmPassword"]').fill('new-password-2');
    await submit(text.savePassword);
    await shot('password-mismatch');
    await open('/profile/vehicles', 'vehicles-empty');
    await open('/profile/new-vehicle', 'new-vehicle-car');
    await submit(text.saveVehicle);
    await shot('new-vehicle-car-invalid');
    await page.getByRole('radio', { name: text.bicycle }).check();
    await shot('new-vehicle-bicycle');
    await open('/profile/new-vehicle?next=/signup/confirm-email', 'new-vehicle-onboarding');

    const vehicles = [
      { vehicleType: 'car', modelType: 'minivan', modelName: 'Volkswagen Touran', idNumber: 'AA 1234 BB' },
      { vehicleType: 'motorcycle', modelType: '', modelName: 'Honda CB500X', idNumber: 'BC 0001 AX' },
      { vehicleType: 'scooter', modelType: '', modelName: 'Xiaomi Mi 4 Pro', idNumber: '' },
      { vehicleType: 'bicycle', modelType: '', modelName: '', idNumber: '' },
    ];
    for (const data of vehicles)
      expect((await page.request.post('/api/profile/vehicle', { data, headers })).status()).toBe(201);
    await open('/profile/vehicles', 'vehicles');
    await page.getByRole('button', { name: /Volkswagen Touran/ }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shot('vehicles-delete-dialog');
    await page.getByRole('button', { name: text.cancel }).click();

    // The upload in progress: the answer is held back so the preview and the progress ring stay on screen.
    await page.goto('/profile');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/profile/picture', async (route) => {
      await held;
      await route.continue();
    });
    const picture = { name: 'me.png', mimeType: 'image/png', buffer: pngImage(600) };
    await page.getByLabel(lang === 'uk' ? 'Змінити фото профілю' : 'Change profile picture').setInputFiles(picture);
    await expect(page.getByRole('progressbar')).toBeVisible();
    await shot('picture-uploading');
    release();
    await page.getByRole('button', { name: lang === 'uk' ? 'Видалити фото' : 'Remove picture' }).waitFor();
    await page.unrouteAll();
    await page.goto('/profile');
    await page.getByRole('button', { name: lang === 'uk' ? 'Видалити фото' : 'Remove picture' }).waitFor();
    await shot('menu-viewport', { full: false });
  });
}
