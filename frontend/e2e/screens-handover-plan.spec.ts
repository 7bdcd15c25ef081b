import { camera } from './camera';
import { expect, test } from './fixtures';
import { json, pngImage, recipientLink, seedParcel, seedRide, seedUser, type ApiUser } from './helpers';

// Saves 390×844 pictures of the handover: the sender's handover card, the driver's pickup form, and the
// timeline with a photo on the sender's parcel and on the recipient's page, in both languages.

const TEXT = {
  en: { card: 'Handover to the driver', set: 'Set pickup time and place', timeline: 'Timeline' },
  uk: { card: 'Передача посилки водієві', set: 'Призначити час і місце', timeline: 'Історія' },
} as const;

/** addPhoto uploads a picture of the parcel as its driver, at `stage`. */
async function addPhoto(driver: ApiUser, parcelId: number, stage: 'pickup' | 'delivery') {
  const res = await driver.api.post(`/api/parcels/${parcelId}/photos`, {
    multipart: { stage, photo: { name: 'parcel.png', mimeType: 'image/png', buffer: pngImage(96) } },
    headers: { 'X-CSRF-Token': driver.token },
  });
  await json(res, 201);
}

for (const lang of ['en', 'uk'] as const) {
  test(`handover plan and timeline screens in ${lang}`, async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    const text = TEXT[lang];
    const shot = camera(`${lang}-handover-plan`);
    const senderContext = await browser.newContext({ baseURL });
    const recipientContext = await browser.newContext({ baseURL });
    try {
      const senderPage = await senderContext.newPage();
      const recipientPage = await recipientContext.newPage();
      for (const p of [page, senderPage, recipientPage])
        await p.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
      const [driver, sender] = await Promise.all([
        seedUser(page.request, `shots-plan-driver-${lang}`, {
          about: { name: lang === 'uk' ? 'Олег' : 'Oleh', surname: 'Shevchenko' },
          language: lang,
        }),
        seedUser(senderPage.request, `shots-plan-sender-${lang}`, {
          about: { name: lang === 'uk' ? 'Ірина' : 'Iryna', surname: 'Bondar' },
          language: lang,
        }),
      ]);
      const [rideId, parcelId] = await Promise.all([
        seedRide(driver, { arrivalDate: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
        seedParcel(sender),
      ]);
      const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
      await driver.post(`/api/requests/${requestId}/approve`);
      const at = new Date(Date.now() + 86_400_000);
      at.setHours(10, 30, 0, 0);
      await driver.put(`/api/parcels/${parcelId}/pickup-plan`, {
        at: at.toISOString(),
        place: lang === 'uk' ? 'Автостанція Житомир, вихід 3' : 'Zhytomyr bus station, gate 3',
      });

      // The sender's handover card, with the driver's plan.
      await senderPage.goto(`/parcel/${parcelId}`);
      await expect(senderPage.getByRole('region', { name: text.card })).toContainText('10:30');
      await shot(senderPage, 'parcel-handover-card');

      // The driver's pickup form on the ride.
      await page.goto(`/ride/${rideId}`);
      await page.getByRole('button', { name: lang === 'uk' ? 'Змінити час і місце' : 'Change pickup' }).click();
      await expect(page.getByRole('textbox', { name: lang === 'uk' ? 'Місце забору' : 'Pickup place' })).toBeVisible();
      await shot(page, 'ride-pickup-form', { top: true });

      // Picked up with a photo: the timeline (with the expected arrival) and the photo on the sender's parcel and the recipient's page.
      await driver.post(`/api/parcels/${parcelId}/pickup`);
      await addPhoto(driver, parcelId, 'pickup');
      await senderPage.reload();
      await expect(senderPage.getByRole('list', { name: text.timeline }).getByRole('listitem')).toHaveCount(4);
      await expect(senderPage.locator('.photo-thumbs__img')).toHaveCount(1);
      await shot(senderPage, 'parcel-timeline');

      await page.reload();
      await expect(page.locator('.photo-thumbs__img')).toHaveCount(1);
      await shot(page, 'ride-photos');

      const link = await recipientLink(sender, parcelId);
      await recipientPage.goto(link.path);
      await expect(recipientPage.getByRole('list', { name: text.timeline }).getByRole('listitem')).toHaveCount(4);
      await expect(recipientPage.locator('.photo-thumbs__img')).toHaveCount(1);
      await shot(recipientPage, 'delivery-timeline');
    } finally {
      await senderContext.close();
      await recipientContext.close();
    }
  });
}
