import { expect, test } from './fixtures';
import { chooseCity, KYIV, localDay, placeId, seedUser, ZHYTOMYR } from './helpers';

// A search opened from its address (shared, bookmarked, reloaded) shows what it is filtered by, and changing one
// field keeps the others, on both lists, signed out and in, in both languages.
test('a search opened from its address names its cities in the fields and the route, and keeps them on a change', async ({
  page,
  request,
}) => {
  const dnipro = await placeId(request, 'Dnipro');
  const day = localDay(3);
  const [y, m, d] = day.split('-');

  // Signed out, in English: the drivers' list.
  await page.goto(`/available-drivers?from=${ZHYTOMYR}&to=${dnipro}&date=${day}`);
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Zhytomyr');
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Dnipro');
  await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(`${d}/${m}/${y}`);
  const route = page.getByRole('region', { name: 'Route', exact: true });
  await expect(route).toContainText('Zhytomyr');
  await expect(route).toContainText('Dnipro');
  await expect(route).not.toContainText('Any city');
  // Another To: the From and the day stay.
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  await to.fill('');
  await chooseCity(page, 'To', 'Kyi', 'Kyiv');
  await expect(page).toHaveURL(new RegExp(`/available-drivers\\?from=${ZHYTOMYR}&to=${KYIV}&date=${day}$`));
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Zhytomyr');

  // Reloaded: the same.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Zhytomyr');
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Kyiv');

  // Signed in, in Ukrainian: the parcels' list.
  await seedUser(page.request, 'search-address', { about: { name: 'Oksana', surname: 'Hnatiuk' }, language: 'uk' });
  await page.goto(`/available-parcels?from=${ZHYTOMYR}&to=${dnipro}`);
  await expect(page.getByRole('link', { name: 'Мій профіль' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Звідки', exact: true })).toHaveValue('Житомир');
  await expect(page.getByRole('combobox', { name: 'Куди', exact: true })).toHaveValue('Дніпро');
  // Only a day chosen: both cities stay asked for.
  await page.getByRole('textbox', { name: 'Дата', exact: true }).fill(`${d}.${m}.${y}`);
  await expect(page).toHaveURL(new RegExp(`/available-parcels\\?from=${ZHYTOMYR}&to=${dnipro}&date=${day}$`));

  // Signed in, the drivers' list in Ukrainian too, with its route line.
  await page.goto(`/available-drivers?from=${ZHYTOMYR}&to=${dnipro}`);
  await expect(page.getByRole('combobox', { name: 'Звідки', exact: true })).toHaveValue('Житомир');
  const routeUk = page.getByRole('region', { name: 'Маршрут', exact: true });
  await expect(routeUk).toContainText('Житомир');
  await expect(routeUk).toContainText('Дніпро');
});

// Signed in, Home keeps the search of the public home, and the header leads to it from any screen.
test('a member finds rides and parcels from Home, and reaches that search from the header', async ({ page }) => {
  await seedUser(page.request, 'home-search', { about: { name: 'Yurii', surname: 'Savchuk' } });
  await page.goto('/notifications');
  const search = page.getByRole('link', { name: 'Search rides and parcels' });
  await expect(search).toBeVisible();
  // The header still fits a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await search.click();
  await expect(page).toHaveURL(/\/#search$/);
  const from = page.getByRole('combobox', { name: 'From', exact: true });
  await expect(from).toBeFocused();
  await expect(page.getByRole('link', { name: /Send parcel/ })).toBeVisible();

  await chooseCity(page, 'From', 'Zhyto', 'Zhytomyr');
  await chooseCity(page, 'To', 'Kyi', 'Kyiv');
  await page.getByRole('button', { name: 'Find parcels' }).click();
  await expect(page).toHaveURL(new RegExp(`/available-parcels\\?from=${ZHYTOMYR}&to=${KYIV}$`));
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Zhytomyr');
});
