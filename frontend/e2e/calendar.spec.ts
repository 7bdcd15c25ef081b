import { readFile } from 'node:fs/promises';

import { expect, test } from './fixtures';
import { placeId, seedParcel, seedRide, seedUser } from './helpers';

// docs/product.md §6: the handover card and the ride screen offer the event for a calendar (.ics).
// Drohobych → Sambir: no other scenario publishes there.
test('the sender adds the handover to a calendar, the driver the ride', async ({ page, browser, baseURL }) => {
  const driverContext = await browser.newContext({ baseURL });
  const driverPage = await driverContext.newPage();
  const [driver, sender] = await Promise.all([
    seedUser(driverPage.request, 'calendar-driver', { about: { name: 'Roman', surname: 'Hnatiuk' } }),
    seedUser(page.request, 'calendar-sender', { about: { name: 'Larysa', surname: 'Tkach' } }),
  ]);
  const [from, to] = await Promise.all(['Drohobych', 'Sambir'].map((q) => placeId(page.request, q)));
  const rideId = await seedRide(driver, {
    departureAddress: { placeId: from, street: 'Railway station' },
    arrivalAddress: { placeId: to },
    instant: true,
  });
  const parcelId = await seedParcel(sender, { shippingAddress: { placeId: from }, deliveryAddress: { placeId: to } });
  await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);

  const read = async (p: typeof page, name: string) => {
    const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('link', { name }).click()]);
    return { file: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
  };
  await page.goto(`/parcel/${parcelId}`);
  await expect(page.getByRole('heading', { name: 'Handover to the driver' })).toBeVisible();
  const handover = await read(page, 'Add to calendar');
  expect(handover.file).toBe(`ridepost-handover-${parcelId}.ics`);
  expect(handover.text).toContain('BEGIN:VCALENDAR');
  expect(handover.text).toContain('DTSTART;TZID=Europe/Kyiv:');
  expect(handover.text).toContain('LOCATION:Railway station\\, Drohobych');
  expect(handover.text).toContain(`/parcel/${parcelId}`);

  await driverPage.goto(`/ride/${rideId}`);
  const ride = await read(driverPage, 'Add to calendar');
  expect(ride.text).toContain('SUMMARY:Ride Drohobych → Sambir');
  expect(ride.text).toContain(`/ride/${rideId}`);
  await driverContext.close();
});
