import { camera } from './camera';
import { expect, test } from './fixtures';
import { json, makeAdmin, PASSWORD, seedParcel, seedPickedUp, seedUser } from './helpers';

// Saves 390×844 pictures of the admin desk and of deleting an account, in both languages: the profile menu with Admin
// and Delete account, the figures and open reports, the suspend and dismiss dialogs, resolved reports, the users
// search, the unsuspend question, the activity log, the delete-account screen (with parcels under way) and the
// sign-in of a suspended account. The languages run one after the other and each resolves every report it makes, so
// the lists hold only that language's data.
test.describe.configure({ mode: 'serial' });

const TEXT = {
  en: {
    names: {
      admin: ['Olena', 'Kovalenko'],
      reported: ['Oleh', 'Shevchenko'],
      reporter: ['Iryna', 'Bondar'],
      driver: ['Taras', 'Melnyk'],
    },
    details: 'Asked me to pay in advance, outside Ridepost, then stopped answering.',
    abuse: 'Rude messages after I declined his offer.',
    why: 'Took deposits for parcels he never carried.',
    menu: 'Profile settings',
    admin: 'Admin',
    figures: 'Figures',
    openReports: 'Open reports',
    reportAbout: (n: string) => `Report about ${n}`,
    suspendUser: 'Suspend the user',
    suspendTitle: (n: string) => `Suspend ${n}?`,
    reason: 'Reason',
    suspend: 'Suspend',
    suspended: (n: string) => `${n} is suspended`,
    dismiss: 'Dismiss',
    dismissTitle: 'Dismiss this report?',
    emptyOpen: 'No open reports',
    resolved: 'Resolved',
    users: 'Users',
    search: 'Search by e-mail or name',
    unsuspend: (n: string) => `Unsuspend ${n}`,
    unsuspendTitle: (n: string) => `Unsuspend ${n}?`,
    back: 'Back',
    activity: 'Activity',
    deleteMenu: 'Delete account',
    deleteTitle: 'Delete your account',
    password: 'Current password',
    deleteButton: 'Delete my account',
    confirmTitle: 'Delete your account for good?',
    confirmYes: 'Delete my account',
    activeItems: 'Finish or cancel what is under way first',
    email: 'E-mail',
    signInPassword: 'Password',
    signIn: 'Sign in',
    suspendedSignIn: 'This account is suspended.',
  },
  uk: {
    names: {
      admin: ['Олена', 'Коваленко'],
      reported: ['Олег', 'Шевченко'],
      reporter: ['Ірина', 'Бондар'],
      driver: ['Тарас', 'Мельник'],
    },
    details: 'Просив заплатити наперед, поза Ridepost, а потім перестав відповідати.',
    abuse: 'Грубі повідомлення після того, як я відхилила його пропозицію.',
    why: 'Брав завдаток за посилки, яких так і не перевіз.',
    menu: 'Налаштування профілю',
    admin: 'Адміністрування',
    figures: 'Показники',
    openReports: 'Відкриті скарги',
    reportAbout: (n: string) => `Скарга: ${n}`,
    suspendUser: 'Призупинити обліковий запис',
    suspendTitle: (n: string) => `Призупинити обліковий запис: ${n}?`,
    reason: 'Причина',
    suspend: 'Призупинити',
    suspended: (n: string) => `Обліковий запис призупинено: ${n}`,
    dismiss: 'Відхилити',
    dismissTitle: 'Відхилити скаргу?',
    emptyOpen: 'Відкритих скарг немає',
    resolved: 'Розглянуті',
    users: 'Користувачі',
    search: 'Пошук за електронною поштою або ім’ям',
    unsuspend: (n: string) => `Відновити: ${n}`,
    unsuspendTitle: (n: string) => `Відновити обліковий запис: ${n}?`,
    back: 'Назад',
    activity: 'Журнал',
    deleteMenu: 'Видалити обліковий запис',
    deleteTitle: 'Видалення облікового запису',
    password: 'Поточний пароль',
    deleteButton: 'Видалити мій обліковий запис',
    confirmTitle: 'Видалити обліковий запис назавжди?',
    confirmYes: 'Видалити обліковий запис',
    activeItems: 'Спершу завершіть або скасуйте',
    email: 'Електронна пошта',
    signInPassword: 'Пароль',
    signIn: 'Увійти',
    suspendedSignIn: 'Цей обліковий запис призупинено.',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`admin and delete-account screens in ${lang}`, async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(150_000);
    const text = TEXT[lang];
    const shot = camera(`${lang}-admin`);
    const [reportedApi, reporterApi, driverApi] = await Promise.all([
      playwright.request.newContext({ baseURL }),
      playwright.request.newContext({ baseURL }),
      playwright.request.newContext({ baseURL }),
    ]);
    try {
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
      const person = (key: keyof typeof text.names) => ({ name: text.names[key][0], surname: text.names[key][1] });
      const tag = `shots-admin-${lang}`;
      const [admin, reported, reporter, driver] = await Promise.all([
        seedUser(page.request, `${tag}-admin`, { about: person('admin'), language: lang }),
        seedUser(reportedApi, `${tag}-reported`, { about: person('reported'), language: lang }),
        seedUser(reporterApi, `${tag}-reporter`, { about: person('reporter'), language: lang }),
        seedUser(driverApi, `${tag}-driver`, { about: person('driver'), language: lang }),
      ]);
      await makeAdmin(admin);
      const reportedId = (await json<{ userId: number }>(await reportedApi.get('/api/profile'))).userId;
      const parcelId = await seedParcel(reported);
      await reporter.post('/api/reports', { parcelId, reason: 'fraud', details: text.details }, 201);
      await reporter.post('/api/reports', { userId: reportedId, reason: 'abuse', details: text.abuse }, 201);
      // A parcel of the admin's is under way: deleting their account is refused until it is delivered.
      await seedPickedUp(driver, admin);
      const [first, last] = text.names.reported;
      const card = `${first} ${last[0]}.`;
      const full = `${first} ${last}`;

      await page.goto('/profile');
      await expect(
        page.getByRole('navigation', { name: text.menu }).getByRole('link', { name: text.admin }),
      ).toBeVisible();
      await shot(page, 'profile-menu', { top: true });

      // The figures and the open reports.
      await page.goto('/admin');
      const reports = page.getByRole('article', { name: text.reportAbout(card) });
      await expect(reports).toHaveCount(2);
      await expect(page.getByRole('region', { name: text.figures }).getByText(text.openReports)).toBeVisible();
      await shot(page, 'reports', { top: true });

      // Suspend the user from the report about them.
      await reports.last().getByRole('button', { name: text.suspendUser }).click();
      const suspend = page.getByRole('alertdialog', { name: text.suspendTitle(card) });
      await suspend.getByRole('textbox', { name: text.reason }).fill(text.why);
      await shot(page, 'suspend-dialog', { full: false });
      await suspend.getByRole('button', { name: text.suspend }).click();
      await expect(page.getByText(text.suspended(card))).toBeVisible();
      await expect(reports).toHaveCount(1);

      // Dismiss the other one.
      await reports.getByRole('button', { name: text.dismiss }).click();
      const dismiss = page.getByRole('alertdialog', { name: text.dismissTitle });
      await shot(page, 'dismiss-dialog', { full: false });
      await dismiss.getByRole('button', { name: text.dismiss }).click();
      await expect(page.getByRole('heading', { name: text.emptyOpen })).toBeVisible();
      await page.getByRole('radio', { name: text.resolved }).check();
      await expect(page.getByRole('article', { name: text.reportAbout(card) })).toHaveCount(2);
      await shot(page, 'reports-resolved', { top: true });

      // Users: this language's accounts, the suspended one with its reason.
      await page.getByRole('tab', { name: text.users }).click();
      await page.getByRole('searchbox', { name: text.search }).fill(`e2e-${tag}-`);
      await expect(page.getByRole('article')).toHaveCount(4);
      await shot(page, 'users', { top: true });
      await page.getByRole('button', { name: text.unsuspend(full) }).click();
      const unsuspend = page.getByRole('alertdialog', { name: text.unsuspendTitle(full) });
      await shot(page, 'unsuspend-dialog', { full: false });
      await unsuspend.getByRole('button', { name: text.back }).click();
      await expect(unsuspend).toBeHidden();

      await page.getByRole('tab', { name: text.activity }).click();
      await expect(page.getByRole('list', { name: text.activity }).getByRole('listitem').first()).toBeVisible();
      await shot(page, 'activity', { top: true });

      // Deleting the account: what goes and stays; refused while a parcel is under way.
      await page.goto('/profile');
      await page.getByRole('link', { name: text.deleteMenu }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.deleteTitle })).toBeVisible();
      await shot(page, 'delete-account', { top: true });
      await page.getByLabel(text.password).fill(PASSWORD);
      await page.getByRole('button', { name: text.deleteButton }).click();
      const confirm = page.getByRole('alertdialog', { name: text.confirmTitle });
      await shot(page, 'delete-confirm', { full: false });
      await confirm.getByRole('button', { name: text.confirmYes }).click();
      await expect(page.getByRole('alert')).toContainText(text.activeItems);
      await shot(page, 'delete-active-items', { top: true });

      // The suspended account signing in.
      const context = await browser.newContext({ baseURL });
      try {
        const signIn = await context.newPage();
        await signIn.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
        await signIn.goto('/signin');
        await signIn.getByLabel(text.email).fill(reported.email);
        await signIn.getByLabel(text.signInPassword, { exact: true }).fill(PASSWORD);
        await signIn.getByRole('button', { name: text.signIn }).click();
        await expect(signIn.getByRole('alert')).toContainText(text.suspendedSignIn);
        await shot(signIn, 'signin-suspended');
      } finally {
        await context.close();
      }
    } finally {
      await Promise.all([reportedApi.dispose(), reporterApi.dispose(), driverApi.dispose()]);
    }
  });
}
