import type { Page } from '@playwright/test';

import { camera, type ShotOptions } from './camera';
import { expect, test } from './fixtures';
import { mailedLink, PASSWORD, signUpViaApi, uniqueEmail } from './helpers';

// Saves a 390×844 picture of every screen of this issue, in both languages, for people to look at.

const TEXT = {
  en: {
    signIn: 'Sign in',
    signUp: 'Sign up',
    send: 'Send e-mail',
    save: 'Save password',
    rides: 'Rides',
    wrongPassword: 'Wrong e-mail or password.',
    badLink: 'The link is invalid or has already been used. Request a new one and open the latest link.',
  },
  uk: {
    signIn: 'Увійти',
    signUp: 'Зареєструватися',
    send: 'Надіслати лист',
    save: 'Зберегти пароль',
    rides: 'Поїздки',
    wrongPassword: 'Неправильна електронна пошта або пароль.',
    badLink: 'Посилання недійсне або вже використане. Отримайте нове й відкрийте найновіше посилання.',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`screens in ${lang}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const snap = camera(lang);
    const shot = (name: string, options?: ShotOptions) => snap(page, name, { top: false, ...options });
    const open = async (path: string, name: string) => {
      await page.goto(path);
      await shot(name);
    };
    const submit = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);

    // Signed out.
    await open('/signin', 'signin');
    await submit(page, text.signIn);
    await shot('signin-empty');
    const account = uniqueEmail(`shots-${lang}`);
    await signUpViaApi(request, account);
    await page.locator('input[name="email"]').fill(account);
    await page.locator('input[name="password"]').fill('wrong-password');
    await submit(page, text.signIn);
    await expect(page.getByRole('alert')).toHaveText(text.wrongPassword);
    await shot('signin-wrong-password');
    await open('/signup', 'signup');
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('input[name="password"]').fill('short');
    await submit(page, text.signUp);
    await shot('signup-invalid');
    await open('/signin/restore-password', 'restore-password');
    await page.locator('input[name="email"]').fill(account);
    await submit(page, text.send);
    await expect(page.getByText(account)).toBeVisible();
    await shot('restore-password-sent');
    await page.goto(await mailedLink(request, account, '/signin/new-password'));
    await expect(page.locator('input[name="password"]')).toBeVisible();
    await shot('new-password');
    await page.locator('input[name="password"]').fill('new-password-1');
    await page.locator('input[name="confirmPassword"]').fill('new-password-2');
    await submit(page, text.save);
    await shot('new-password-mismatch');
    // A dead link says so as it opens, instead of the form.
    await page.goto('/signin/new-password?token=not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText(text.badLink);
    await shot('new-password-bad-token');
    await open('/signin/new-password', 'new-password-no-token');
    await open('/signup/verified-email?token=not-a-real-token', 'verified-email-invalid');
    await open('/no/such/page', 'not-found');

    // Signed in: a new account whose profile speaks this language.
    const email = uniqueEmail(`screens-${lang}`);
    const { token } = await signUpViaApi(page.request, email, PASSWORD);
    const saved = await page.request.put('/api/profile/language', {
      data: { language: lang },
      headers: { 'X-CSRF-Token': token },
    });
    expect(saved.ok()).toBeTruthy();
    await open('/signup/about-yourself', 'about-yourself');
    await page.locator('input[name="phone"]').fill('12');
    await page.locator('form').getByRole('button').last().click();
    await shot('about-yourself-invalid');
    await open('/signup/confirm-email', 'confirm-email');
    await open('/', 'home-unverified');
    await page.getByRole('tab', { name: text.rides }).click();
    await shot('home-rides');
    await open('/profile', 'profile');
    await open('/profile/language', 'profile-language');
    await open('/profile/signout', 'signout');
    await page.goto(await mailedLink(request, email, '/signup/verified-email'));
    await shot('verified-email');
    await open('/', 'home');
  });
}
