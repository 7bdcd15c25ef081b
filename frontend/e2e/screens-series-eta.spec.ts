import { camera } from './camera';
import { expect, test } from './fixtures';
import { localDay, RIVNE, seedParcel, seedRide, seedUser, ZHYTOMYR } from './helpers';

// Saves pictures of the screens of times along a ride and regular trips in lists, in both languages, at
// 390×844 and 1280×800, each checked with axe: a searched route's result (its times, the later days of its
// trip, its map with the searched pickup and drop-off), Home's card of a regular trip (closed and open), the
// sender's handover card with the estimated pickup and, once picked up, the delivery card's estimated arrival.
test.use({ timezoneId: 'Europe/Kyiv' });

const TEXT = {
  en: {
    rides: 'Rides',
    show: 'Show its rides',
    map: 'Map',
    handover: 'Handover to the driver',
    delivery: 'Delivery to the recipient',
  },
  uk: {
    rides: 'Поїздки',
    show: 'Показати поїздки',
    map: 'Карта',
    handover: 'Передача посилки водієві',
    delivery: 'Доставка отримувачу',
  },
} as const;

function kyivAt(days: number, time: string): Date {
  const guess = new Date(`${localDay(days)}T${time}:00Z`);
  const wall = (timeZone: string) => new Date(guess.toLocaleString('en-US', { timeZone })).getTime();
  return new Date(guess.getTime() - (wall('Europe/Kyiv') - wall('UTC')));
}

function daysToMonday(): number {
  let days = 2;
  while (new Date(Date.now() + days * 86_400_000).getDay() !== 1) days++;
  return days;
}

for (const lang of ['en', 'uk'] as const) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`times along a ride and regular trips in ${lang} at ${width}×${height}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const text = TEXT[lang];
      const shot = camera(`${lang}-${width}-series-eta`);
      await page.setViewportSize({ width, height });
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
      // A driver of their own, told apart by the surname's initial on the shared screens server.
      const surname = { en390: 'Antonenko', en1280: 'Bilenko', uk390: 'Chornenko', uk1280: 'Datsenko' }[
        `${lang}${width}`
      ];
      const driver = await seedUser(request, `shots-eta-driver-${lang}-${width}`, {
        about: { name: 'Bohdan', surname },
      });
      const monday = daysToMonday();
      await seedRide(driver, {
        departureDate: kyivAt(monday, '09:00').toISOString(),
        repeat: { weekdays: [1, 5], until: localDay(monday + 40) },
      });

      // A searched route's result.
      await page.goto(`/available-drivers?from=${ZHYTOMYR}&to=${RIVNE}&date=${localDay(monday)}`);
      const card = page.getByRole('article', { name: `Bohdan ${surname[0]}.` });
      await expect(card).toBeVisible();
      if (width < 1024) {
        await card.getByRole('button', { name: text.map }).click();
        await expect(card.getByRole('img').locator('path').first()).toBeVisible();
      } else {
        // A laptop draws the result under the pointer in the map beside the list, in place of the card's own.
        await card.hover();
        await expect(page.getByRole('complementary').getByRole('img').locator('path').first()).toBeVisible();
      }
      // The card's top below the sticky header.
      await card.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 76));
      await shot(page, 'result-card', { full: false });

      // Home: my own regular trip as one card, then open.
      const mine = await seedUser(page.request, `shots-eta-own-${lang}-${width}`, {
        language: lang,
        about: { name: lang === 'uk' ? 'Оксана' : 'Olena', surname: 'Kovalenko' },
      });
      await seedRide(mine, {
        departureDate: kyivAt(monday, '09:00').toISOString(),
        repeat: { weekdays: [1, 5], until: localDay(monday + 25) },
      });
      await seedRide(mine, { departureDate: kyivAt(3, '18:00').toISOString() });
      await page.goto('/');
      await page.getByRole('tab', { name: text.rides }).click();
      const show = page.getByRole('button', { name: text.show });
      await expect(show).toBeVisible();
      await shot(page, 'home-series');
      await show.click();
      await shot(page, 'home-series-open');

      // The handover card of my parcel on a single Kyiv → Lviv ride, then the delivery card once picked up.
      await mine.post('/auth/signout', {}, 204);
      const sender = await seedUser(page.request, `shots-eta-parcel-${lang}-${width}`, {
        language: lang,
        about: { name: lang === 'uk' ? 'Оксана' : 'Olena', surname: 'Kovalenko' },
      });
      const [rideId, parcelId] = await Promise.all([
        seedRide(driver, { departureDate: kyivAt(2, '09:00').toISOString() }),
        seedParcel(sender, { shippingDate: localDay(2) }),
      ]);
      const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
      await driver.post(`/api/requests/${requestId}/approve`);
      await page.goto(`/parcel/${parcelId}`);
      const handover = page.getByRole('region', { name: text.handover });
      await expect(handover).toBeVisible();
      await expect(page.getByRole('img').locator('path').first()).toBeVisible();
      await shot(page, 'parcel-handover');
      await driver.post(`/api/parcels/${parcelId}/pickup`, { inspected: true });
      await page.reload();
      await expect(page.getByRole('region', { name: text.delivery })).toBeVisible();
      await expect(page.getByRole('img').locator('path').first()).toBeVisible();
      await shot(page, 'parcel-delivery');
    });
  }
}
