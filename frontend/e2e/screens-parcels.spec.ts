import { camera, type ShotOptions } from './camera';
import { expect, test } from './fixtures';
import {
  addVehicleViaApi,
  fillDate,
  fillDateTime,
  localDay,
  localDateTime,
  placeId,
  signUpViaApi,
  uniqueEmail,
  verifiedUserViaApi,
} from './helpers';

// Saves a 390×844 picture of every parcels and rides screen, in both languages, for people to look at
// (in SCREENS_DIR when set).

const TEXT = {
  en: {
    publishParcel: 'Publish parcel',
    publishRide: 'Publish ride',
    from: 'Delivery from',
    to: 'Shipping to',
    rideFrom: 'Leaving from',
    rideTo: 'Going to',
    rides: 'Rides',
    more: 'More',
    cancelParcel: 'Cancel parcel',
    cancelRide: 'Cancel ride',
    pickup: 'Pickup date',
    departure: 'Departure date and time',
  },
  uk: {
    publishParcel: 'Опублікувати посилку',
    publishRide: 'Опублікувати поїздку',
    from: 'Звідки',
    to: 'Куди',
    rideFrom: 'Звідки',
    rideTo: 'Куди',
    rides: 'Поїздки',
    more: 'Більше',
    cancelParcel: 'Скасувати посилку',
    cancelRide: 'Скасувати поїздку',
    pickup: 'Дата забору',
    departure: 'Дата й час відправлення',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  test(`parcels and rides screens in ${lang}`, async ({ page }) => {
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const snap = camera(`${lang}-parcels`);
    // A dialog or an open list is pictured as the user sees it: the screen, not the whole page.
    const shot = (name: string, options?: ShotOptions) => snap(page, name, { top: true, ...options });
    const open = async (path: string, name: string) => {
      await page.goto(path);
      await shot(name);
    };

    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const { token } = await verifiedUserViaApi(page.request, uniqueEmail(`shots-parcels-${lang}`));
    const headers = { 'X-CSRF-Token': token };
    expect((await page.request.put('/api/profile/language', { data: { language: lang }, headers })).ok()).toBeTruthy();
    const me = { name: lang === 'uk' ? 'Оксана' : 'Olena', surname: 'Kovalenko', phone: '+380671234567' };
    expect((await page.request.put('/api/profile', { data: me, headers })).ok()).toBeTruthy();

    // Empty forms, before anything exists: the ride form without vehicles first.
    await open('/ride', 'ride-no-vehicle');
    await open('/parcel', 'parcel-empty');
    await page.locator('form').getByRole('button', { name: text.publishParcel }).click();
    await shot('parcel-errors');
    const from = page.getByRole('combobox', { name: text.from });
    await from.pressSequentially(lang === 'uk' ? 'Ки' : 'Ky');
    await expect(page.getByRole('option').first()).toBeVisible();
    await from.press('ArrowDown');
    await from.press('ArrowDown');
    await shot('parcel-city-dropdown', { top: false });
    // Dates read in the interface language: one typed, and the calendar the next one opens.
    await from.press('Escape');
    await fillDate(page, text.pickup, localDay(3));
    await page.getByRole('button', { name: `${text.pickup}: ` }).click();
    await expect(page.getByRole('dialog', { name: text.pickup })).toBeVisible();
    await shot('parcel-calendar', { top: false, full: false });
    await page.keyboard.press('Escape');

    // Data: parcels in several states, a vehicle and rides.
    const [kyiv, lviv, odesa, kharkiv, vinnytsia] = await Promise.all(
      ['Kyiv', 'Lviv', 'Odesa', 'Kharkiv', 'Vinnytsia'].map((q) => placeId(page.request, q)),
    );
    const parcel = (over: object) => ({
      type: 'documents',
      size: 'S',
      details: '',
      cost: 150,
      shippingAddress: { placeId: kyiv, street: '' },
      shippingDate: localDay(2),
      deliveryAddress: { placeId: lviv, street: '' },
      deliveryDate: '',
      recipient: {
        name: 'Taras',
        lastName: 'Shevchenko',
        phoneNumber: '+380501112233',
        emailAddress: 'taras@example.com',
      },
      prohibitedAck: true,
      ...over,
    });
    const post = async (path: string, data: object) => {
      const res = await page.request.post(path, { data, headers });
      expect(res.status(), await res.text()).toBe(201);
      return res.json();
    };
    const cancelled = await post(
      '/api/parcels',
      parcel({ type: 'food', size: 'M', cost: 90, deliveryAddress: { placeId: vinnytsia, street: '' } }),
    );
    expect((await page.request.post(`/api/parcels/${cancelled.parcelId}/cancel`, { headers })).ok()).toBeTruthy();
    await post(
      '/api/parcels',
      parcel({
        type: 'furniture',
        size: 'XL',
        cost: 1200,
        shippingAddress: { placeId: kharkiv, street: '' },
        deliveryAddress: { placeId: odesa, street: '' },
        deliveryDate: localDay(9),
      }),
    );
    const details =
      'Two folders of papers for the notary and a small box of family photos. Please keep everything dry and flat, and call the recipient an hour before you arrive: the office closes at six, and the door code changes daily. Thank you!';
    const main = await post(
      '/api/parcels',
      parcel({
        details,
        size: 'M',
        shippingAddress: { placeId: kyiv, street: 'Khreshchatyk St, 22' },
        deliveryAddress: { placeId: lviv, street: 'Svobody Ave, 15' },
        deliveryDate: localDay(5),
      }),
    );
    await addVehicleViaApi(page.request, token, { vehicleType: 'bicycle', modelType: '', modelName: '', idNumber: '' });
    await addVehicleViaApi(page.request, token);
    const ride = (over: object) => ({
      departureAddress: { placeId: kyiv, street: 'Railway station' },
      departureDate: new Date(localDateTime(3, '07:30')).toISOString(),
      arrivalAddress: { placeId: lviv, street: '' },
      arrivalDate: new Date(localDateTime(3, '14:00')).toISOString(),
      capacity: 4,
      parcelsTypes: [],
      vehicleId: 0,
      ...over,
    });
    const vehicles = (await (await page.request.get('/api/profile/vehicle')).json()) as { VehicleId: number }[];
    await post(
      '/api/rides',
      ride({
        vehicleId: vehicles[1].VehicleId,
        departureAddress: { placeId: odesa, street: '' },
        arrivalAddress: { placeId: kharkiv, street: '' },
        arrivalDate: '',
        capacity: 1,
        parcelsTypes: ['documents', 'books'],
      }),
    );
    const mainRide = await post(
      '/api/rides',
      ride({ vehicleId: vehicles[0].VehicleId, parcelsTypes: ['documents', 'clothing', 'electronics'] }),
    );

    await open('/', 'home-parcels');
    await page.getByRole('tab', { name: text.rides }).click();
    await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
    await shot('home-rides');

    await open(`/parcel/${main.parcelId}`, 'parcel-detail');
    await page.getByRole('button', { name: text.more }).click();
    await shot('parcel-detail-more');
    await page.getByRole('button', { name: text.cancelParcel }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shot('parcel-cancel-dialog', { top: false, full: false });
    await open(`/parcel/${cancelled.parcelId}`, 'parcel-cancelled');
    // "Post again" opens the form filled from an earlier parcel.
    await page.goto(`/parcel?from=${main.parcelId}`);
    await expect(page.getByRole('combobox', { name: text.from })).not.toHaveValue('');
    await shot('parcel-post-again');
    await open('/parcel/999999', 'parcel-not-found');

    await open('/ride', 'ride-empty');
    await page.locator('form').getByRole('button', { name: text.publishRide }).click();
    await shot('ride-errors');
    await page.goto('/ride');
    const rideFrom = page.getByRole('combobox', { name: text.rideFrom });
    await rideFrom.pressSequentially(lang === 'uk' ? 'Київ' : 'Kyiv');
    await expect(page.getByRole('option').first()).toBeVisible();
    await rideFrom.press('ArrowDown');
    await rideFrom.press('Enter');
    const rideTo = page.getByRole('combobox', { name: text.rideTo });
    await rideTo.pressSequentially(lang === 'uk' ? 'Льв' : 'Lvi');
    await expect(page.getByRole('option').first()).toBeVisible();
    await shot('ride-city-dropdown', { top: false });
    await rideTo.press('ArrowDown');
    await rideTo.press('Enter');
    await expect(page.getByRole('note')).toBeVisible();
    await shot('ride-price-hint');
    await fillDateTime(page, text.departure, localDay(2), '07:30');
    await page.getByRole('button', { name: `${text.departure}: ` }).click();
    await expect(page.getByRole('dialog', { name: text.departure })).toBeVisible();
    await shot('ride-calendar', { top: false, full: false });
    await page.keyboard.press('Escape');

    await open(`/ride/${mainRide.rideId}`, 'ride-detail');
    await page.getByRole('button', { name: text.cancelRide }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shot('ride-cancel-dialog', { top: false, full: false });
    await open('/ride/999999', 'ride-not-found');
  });
}

for (const lang of ['en', 'uk'] as const) {
  test(`create forms say up front what blocks publishing, in ${lang}`, async ({ page }) => {
    const snap = camera(`${lang}-blocked`);
    const shot = (name: string) => snap(page, name, { top: true });
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    const { token } = await signUpViaApi(page.request, uniqueEmail(`shots-blocked-${lang}`));
    expect(
      (
        await page.request.put('/api/profile/language', {
          data: { language: lang },
          headers: { 'X-CSRF-Token': token },
        })
      ).ok(),
    ).toBeTruthy();

    await page.goto('/parcel');
    await expect(page.locator('form').getByRole('button', { name: TEXT[lang].publishParcel })).toBeDisabled();
    await shot('parcel-unverified');
    await page.goto('/ride');
    await expect(page.locator('form').getByRole('button', { name: TEXT[lang].publishRide })).toBeDisabled();
    await expect(page.locator('.notice')).toHaveCount(2);
    await shot('ride-unverified-no-vehicle');
  });
}
