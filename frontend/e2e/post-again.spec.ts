import { expect, test } from './fixtures';
import { kyivToday, RIVNE, seedParcel, seedUser, uniqueEmail, ZHYTOMYR } from './helpers';

// @housekeeping: it expires every parcel and ride on its server, so it runs on one of its own (playwright.config.ts).
test(
  'an Expired parcel is posted again from a prefilled form',
  { tag: '@housekeeping' },
  async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    // The sender is the page's user: a parcel to pick up and deliver today (Kyiv time).
    const sender = await seedUser(page.request, 'repost');
    const today = kyivToday();
    const parcel = {
      type: 'books',
      size: 'L',
      details: 'Three boxes of books',
      cost: 420,
      shippingAddress: { placeId: ZHYTOMYR, street: 'Kyivska 10' },
      deliveryAddress: { placeId: RIVNE, street: 'Soborna 5' },
      shippingDate: today,
      deliveryDate: today,
      recipient: { name: 'Ivan', lastName: 'Koval', emailAddress: uniqueEmail('repost-recipient') },
    };
    const parcelId = await seedParcel(sender, parcel);

    // Three days on, the housekeeping expires it (asked from a signed-out context: no CSRF token needed).
    const anonymous = await playwright.request.newContext({ baseURL });
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const run = await anonymous.post('/dev/housekeeping', { data: { now: later } });
    expect(run.status(), await run.text()).toBe(200);
    await anonymous.dispose();

    await page.goto(`/parcel/${parcelId}`);
    await expect(page.getByText('Expired', { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Post again' }).click();
    await expect(page).toHaveURL(new RegExp(`/parcel\\?from=${parcelId}$`));

    // The form holds the old parcel.
    await expect(page.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Books' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^L/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Details (optional)' })).toHaveValue('Three boxes of books');
    await expect(page.getByRole('combobox', { name: 'Delivery from' })).toHaveValue('Zhytomyr');
    await expect(page.getByRole('combobox', { name: 'Shipping to' })).toHaveValue('Rivne');
    const streets = page.getByLabel('Street and house (optional)');
    await expect(streets.nth(0)).toHaveValue('Kyivska 10');
    await expect(streets.nth(1)).toHaveValue('Soborna 5');
    await expect(page.getByLabel('Your price')).toHaveValue('420');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ivan');
    await expect(page.getByLabel('Surname (optional)')).toHaveValue('Koval');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(parcel.recipient.emailAddress);
    // What goes in this time is confirmed again.
    const tick = page.getByRole('checkbox', { name: 'Nothing on the prohibited list' });
    await expect(tick).not.toBeChecked();
    await tick.check();

    await page.getByRole('button', { name: 'Publish parcel' }).click();
    await expect(page.getByText('Parcel published')).toBeVisible();
    await expect(page).toHaveURL(/\/parcel\/\d+$/);
    expect(page.url()).not.toMatch(new RegExp(`/parcel/${parcelId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    await expect(page.getByText('New', { exact: true }).first()).toBeVisible();
  },
);
