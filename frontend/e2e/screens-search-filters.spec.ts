import { camera } from './camera';
import { expect, test } from './fixtures';
import { addVehicleViaApi, placeId, seedParcel, seedRide, seedUser } from './helpers';

// Saves pictures of the search's filters (size or vehicle, rating, detour), in both languages, each checked with
// axe: in a laptop's sidebar under the order, and on a phone opened under the "Filters" button, with an empty
// result they leave. English searches Korosten → Ovruch, Ukrainian the other way, so neither shows the other's cards.

const TEXT = {
  en: {
    filters: /^Filters/,
    group: 'Filters',
    size: 'Parcel size',
    vehicle: 'Vehicle',
    driverRating: "Driver's rating",
    detour: 'Detour',
    sender: 'Vira',
    drivers: ['Ihor', 'Danylo'],
  },
  uk: {
    filters: /^Фільтри/,
    group: 'Фільтри',
    size: 'Розмір посилки',
    vehicle: 'Транспорт',
    driverRating: 'Рейтинг водія',
    detour: "Об'їзд",
    sender: 'Віра',
    drivers: ['Ігор', 'Данило'],
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`search filters in ${lang}`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const snap = camera(`${lang}-search-filters`);
    const [korosten, ovruch] = [await placeId(page.request, 'Korosten'), await placeId(page.request, 'Ovruch')];
    const [from, to] = lang === 'en' ? [korosten, ovruch] : [ovruch, korosten];

    const otherApi = await playwright.request.newContext({ baseURL });
    const sender = await seedUser(otherApi, `shots-filters-sender-${lang}`, {
      about: { name: text.sender, surname: 'Savchuk' },
    });
    for (const [type, size, cost] of [
      ['documents', 'S', 180],
      ['clothing', 'M', 320],
      ['furniture', 'XL', 900],
    ] as const)
      await seedParcel(sender, {
        type,
        size,
        cost,
        shippingAddress: { placeId: from },
        deliveryAddress: { placeId: to },
      });
    await otherApi.dispose();
    for (const [i, name] of text.drivers.entries()) {
      const api = await playwright.request.newContext({ baseURL });
      const driver = await seedUser(api, `shots-filters-driver-${lang}`, { about: { name, surname: 'Lysenko' } });
      const { VehicleId } = await addVehicleViaApi(api, driver.token, i === 0 ? undefined : { vehicleType: 'bicycle' });
      await seedRide(driver, {
        vehicleId: VehicleId,
        departureAddress: { placeId: from },
        arrivalAddress: { placeId: to },
        departureDate: new Date(Date.now() + (2 + i) * 86_400_000).toISOString(),
      });
      await api.dispose();
    }

    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    await seedUser(page.request, `shots-filters-${lang}`, {
      language: lang,
      about: { name: lang === 'uk' ? 'Оксана' : 'Olena', surname: 'Kovalenko' },
    });
    const group = page.getByRole('group', { name: text.group, exact: true });
    const cards = page.getByRole('article');

    // A laptop: the filters stand open in the sidebar, under the order; two of them set.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/available-parcels?from=${from}&to=${to}`);
    await expect(cards).toHaveCount(3);
    await group.getByLabel(text.size).selectOption('M');
    await expect(cards).toHaveCount(2);
    await group.getByLabel(text.detour).selectOption('10');
    await expect(page).toHaveURL(/size=M&maxDetour=10/);
    await expect(page.getByRole('complementary').getByRole('img')).toBeVisible();
    await snap(page, 'parcels-wide', { full: false });

    await page.goto(`/available-drivers?from=${from}&to=${to}&vehicle=car`);
    await expect(cards).toHaveCount(1);
    await expect(group.getByLabel(text.vehicle)).toHaveValue('car');
    await expect(page.getByRole('complementary').getByRole('img')).toBeVisible();
    await snap(page, 'drivers-wide', { full: false });

    // A phone: the filters behind their button, closed; opened, one set; then a rating none of them has.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/available-drivers?from=${from}&to=${to}`);
    await expect(cards).toHaveCount(2);
    const toggle = page.getByRole('button', { name: text.filters });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await snap(page, 'drivers-phone', { full: false });
    await toggle.click();
    await group.getByLabel(text.vehicle).selectOption('bicycle');
    await expect(cards).toHaveCount(1);
    await snap(page, 'drivers-phone-open');
    await group.getByLabel(text.driverRating).selectOption('4.5');
    await expect(page.locator('.empty-state')).toBeVisible();
    await snap(page, 'drivers-phone-empty');
  });
}
