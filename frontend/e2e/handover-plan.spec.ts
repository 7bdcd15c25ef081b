import { expect, test } from './fixtures';
import {
  fillDateTime,
  localDay,
  openLive,
  pngImage,
  recipientLink,
  seedParcel,
  seedPickedUp,
  seedRide,
  seedUser,
  spokenPin,
} from './helpers';

test('the driver plans the pickup on the ride; the sender’s open handover card follows live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const senderContext = await browser.newContext({ baseURL });
  try {
    const senderPage = await senderContext.newPage();
    const [driver, sender] = await Promise.all([
      seedUser(page.request, 'plan-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
      seedUser(senderPage.request, 'plan-sender', { about: { name: 'Iryna', surname: 'Bondar' } }),
    ]);
    // The ride arrives three days from now: a pickup after that is refused by the server.
    const [rideId, parcelId] = await Promise.all([
      seedRide(driver, { arrivalDate: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
      seedParcel(sender),
    ]);
    const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
    await driver.post(`/api/requests/${requestId}/approve`);

    // Before any plan the sender is told when the ride passes the parcel's city (estimated from its departure),
    // the driver's phone, the car and its plate.
    await openLive(senderPage, `/parcel/${parcelId}`);
    const card = senderPage.getByRole('region', { name: 'Handover to the driver' });
    await expect(card).toContainText("Estimated from the ride's departure at");
    await expect(card).toContainText(/about \d\d:\d\d/);
    await expect(card.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${driver.phone}`);
    await expect(card).toContainText('Skoda Octavia');
    await expect(card).toContainText('AA 1234 BB');
    await expect(card.getByRole('link', { name: 'Message' })).toHaveAttribute('href', /^\/messages\/\d+$/);
    // It is the one card about the driver: their rating and e-mail are on it, no other card repeats them.
    await expect(card.getByRole('link', { name: 'Oleh Shevchenko' })).toBeVisible();
    await expect(card).toContainText('No ratings yet');
    await expect(card.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute('href', /^mailto:/);
    await expect(senderPage.getByRole('region', { name: "Driver's contacts" })).toHaveCount(0);
    await expect(senderPage.getByRole('region', { name: 'Driver', exact: true })).toHaveCount(0);

    // The driver plans a pickup after the ride's arrival: the server's refusal shows under the field, in words.
    // The ride's answer holds its parcels' plans and photos: no read per parcel.
    const perParcel: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/parcels\/\d+$/.test(new URL(r.url()).pathname)) perParcel.push(r.url());
    });
    await page.goto(`/ride/${rideId}`);
    const accepted = page.getByRole('list', { name: 'Accepted parcels' });
    await expect(accepted).toContainText('No pickup time set yet');
    await accepted.getByRole('button', { name: 'Set pickup time and place' }).click();
    await fillDateTime(page, 'Pickup date and time', localDay(5), '10:30');
    const place = accepted.getByRole('textbox', { name: 'Pickup place' });
    await place.fill('Zhytomyr bus station, gate 3');
    await accepted.getByRole('button', { name: 'Save pickup' }).click();
    await expect(accepted.getByText("Choose a time before the ride's arrival")).toBeVisible();
    await expect(place).toHaveValue('Zhytomyr bus station, gate 3');

    // A time before the arrival is saved, and the sender's open card shows it without a reload.
    await fillDateTime(page, 'Pickup date and time', localDay(1), '10:30');
    await accepted.getByRole('button', { name: 'Save pickup' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Pickup saved: the sender is told' })).toBeVisible();
    await expect(accepted).toContainText('Where: Zhytomyr bus station, gate 3');
    await expect(accepted.getByRole('button', { name: 'Change pickup' })).toBeVisible();
    expect(perParcel).toEqual([]);

    await expect(card).toContainText('Zhytomyr bus station, gate 3');
    await expect(card).toContainText('10:30');
    await expect(card).toContainText('Set by the driver');
    await expect(card.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${driver.phone}`);
    await expect(card).toContainText('AA 1234 BB');
    await expect(card.getByRole('link', { name: 'Message' })).toBeVisible();
  } finally {
    await senderContext.close();
  }
});

test('the driver adds photos at pickup and delivery; the recipient sees them with the timeline; the sender shares the link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // No share sheet in this browser: Share copies the link and the PIN.
  const senderContext = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const recipientContext = await browser.newContext({ baseURL });
  try {
    const senderPage = await senderContext.newPage();
    await senderPage.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
    const [driver, sender] = await Promise.all([
      seedUser(page.request, 'photo-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
      seedUser(senderPage.request, 'photo-sender', { about: { name: 'Iryna', surname: 'Bondar' } }),
    ]);
    const { rideId, parcelId, pin } = await seedPickedUp(driver, sender);

    // The driver takes a photo at pickup through the camera button.
    await page.goto(`/ride/${rideId}`);
    const accepted = page.getByRole('list', { name: 'Accepted parcels' });
    await accepted
      .getByLabel('Add pickup photo')
      .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: pngImage(64) });
    await expect(page.getByRole('status').filter({ hasText: 'Photo added' })).toBeVisible();
    await expect(accepted.getByRole('img', { name: /^Photo of the parcel at pickup, / })).toBeVisible();
    await expect(accepted).toContainText('1 of 2');
    // And one at the door, on arrival.
    await accepted
      .getByLabel('Add delivery photo')
      .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: pngImage(72) });
    await expect(accepted.getByRole('img', { name: /^Photo of the parcel at delivery, / })).toBeVisible();

    // The recipient's page, through the sender's link, shows the photo and what happened.
    const link = await recipientLink(sender, parcelId);
    const recipientPage = await recipientContext.newPage();
    await recipientPage.goto(link.path);
    for (const stage of ['pickup', 'delivery']) {
      const photo = recipientPage.getByRole('img', { name: new RegExp(`^Photo of the parcel at ${stage}, `) });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    const timeline = recipientPage.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveText([
      /^Parcel posted/,
      /^Accepted by the driver/,
      /^Picked up by the driver/,
    ]);

    // The sender sees the photo and the timeline too, and shares the link with the PIN: copied.
    await senderPage.goto(`/parcel/${parcelId}`);
    await expect(senderPage.getByRole('region', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
    await expect(senderPage.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(3);
    await expect(senderPage.getByRole('region', { name: new RegExp(spokenPin(pin)) })).toBeVisible();
    await senderPage.getByRole('button', { name: 'Share' }).click();
    await expect(senderPage.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const copied = await senderPage.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(link.path);
    expect(copied).toContain(`PIN ${pin}`);
  } finally {
    await senderContext.close();
    await recipientContext.close();
  }
});

test('a Failed parcel offers the sender Message and Call to the driver, and Post again', async ({
  page,
  playwright,
  baseURL,
}) => {
  const driverApi = await playwright.request.newContext({ baseURL });
  try {
    const [sender, driver] = await Promise.all([
      seedUser(page.request, 'failed-sender', { about: { name: 'Iryna', surname: 'Bondar' } }),
      seedUser(driverApi, 'failed-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
    ]);
    const { parcelId } = await seedPickedUp(driver, sender);
    const { token } = await recipientLink(sender, parcelId);
    // The recipient, signed out, reports that it failed.
    const recipient = await playwright.request.newContext({ baseURL });
    const failed = await recipient.post(`/api/delivery/${encodeURIComponent(token)}/confirm`, {
      data: { delivered: false },
    });
    expect(failed.status(), await failed.text()).toBe(200);
    await recipient.dispose();

    await page.goto(`/parcel/${parcelId}`);
    const summary = page.getByRole('region', { name: 'The delivery failed' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Message' })).toHaveAttribute('href', /^\/messages\/\d+$/);
    await expect(summary.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${driver.phone}`);
    await summary.getByRole('link', { name: 'Post again' }).click();
    await expect(page).toHaveURL(new RegExp(`/parcel\\?from=${parcelId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Books' })).toBeChecked();
  } finally {
    await driverApi.dispose();
  }
});
