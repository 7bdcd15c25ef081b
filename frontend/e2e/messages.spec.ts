import { expect, test } from './fixtures';
import { openLive, seedParcel, seedRide, seedUser } from './helpers';

// A name of letters only that no other scenario uses, so a card can be told apart in a shared database.
const uniqueName = (first: string) =>
  first + Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** kyivDay is the day `days` from today in Kyiv (YYYY-MM-DD), as parcels' dates are. */
const kyivDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(Date.now() + days * 86_400_000));

const SENDER_PHONE = '+380 67 123 4567';
const SENDER_EMAIL = 'solomiia.k@example.com';
const DRIVER_PHONE = '+380 50 765 4321';

test('a sender asks with a message; contacts read ••• until the driver approves; replies arrive live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The driver on `page`, the sender in a browser context of their own. The ride leaves months ahead and the
  // parcel is picked up the day before, so no other scenario's ride fits it and the search finds this one.
  const days = 200 + Math.floor(Math.random() * 100);
  const [driverName, senderName] = [uniqueName('Bohdan'), uniqueName('Solomiia')];
  const senderContext = await browser.newContext({ baseURL });
  const senderPage = await senderContext.newPage();
  const [driver, sender] = await Promise.all([
    seedUser(page.request, 'msg-driver', { about: { name: driverName, surname: 'Lysenko' } }),
    seedUser(senderPage.request, 'msg-sender', { about: { name: senderName, surname: 'Kravets' } }),
  ]);
  // The ride first: a parcel published before it would be told of it (match_found), unread in the bell.
  const rideId = await seedRide(driver, { departureDate: new Date(Date.now() + days * 86_400_000).toISOString() });
  const parcelId = await seedParcel(sender, { shippingDate: kyivDay(days - 1), deliveryDate: kyivDay(days + 1) });
  await driver.post('/api/notifications/read', { all: true });
  const [driverCard, senderCard] = [`${driverName} L.`, `${senderName} K.`];

  // The sender asks the driver to take the parcel, with a message holding a phone number and an e-mail.
  await openLive(page, `/ride/${rideId}`);
  await openLive(senderPage, `/available-drivers?parcelId=${parcelId}`);
  await senderPage.getByRole('article', { name: driverCard }).getByRole('button', { name: 'Request' }).click();
  const dialog = senderPage.getByRole('dialog', { name: `Ask ${driverCard} to take a parcel` });
  await dialog
    .getByRole('textbox', { name: 'Message (optional)' })
    .fill(`Hi! Call me at ${SENDER_PHONE} or write to ${SENDER_EMAIL}`);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(senderPage.getByRole('region', { name: "Now wait for the driver's answer" })).toBeVisible();

  // The driver's open ride shows the request live, its message quoted with the contacts hidden.
  const fromSenders = page.getByRole('list', { name: 'From senders' });
  const card = fromSenders.getByRole('listitem').filter({ hasText: senderCard });
  const quote = card.getByRole('figure', { name: `${senderCard} wrote` });
  await expect(quote.getByRole('blockquote')).toHaveText('Hi! Call me at ••• or write to •••');
  await expect(card.getByRole('link', { name: senderCard })).toHaveAttribute('href', /^\/users\/\d+$/);

  // The driver opens the conversation from the card: the sender's contacts read •••.
  await card.getByRole('link', { name: 'Message' }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const conversationPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: senderCard })).toBeVisible();
  await expect(
    page.getByText('Phone numbers and e-mails read ••• until a request between you is approved.'),
  ).toBeVisible();
  const driverThread = page.getByRole('list', { name: 'Messages' });
  // Each hidden contact is named for screen readers.
  await expect(driverThread).toContainText(/Hi! Call me at •••hidden contact or write to •••hidden contact/);
  await expect(driverThread).not.toContainText('123 4567');
  await expect(driverThread).not.toContainText(SENDER_EMAIL);

  // The sender opens it from their conversations, where their own message reads as written.
  await senderPage.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(senderPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await senderPage
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(`^${driverCard}`) })
    .click();
  await expect(senderPage).toHaveURL(conversationPath);
  const senderThread = senderPage.getByRole('list', { name: 'Messages' });
  await expect(senderThread).toContainText(`Hi! Call me at ${SENDER_PHONE} or write to ${SENDER_EMAIL}`);

  // The driver replies with Enter; the reply shows up live in the sender's open thread, its number hidden.
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(`Sure, I'll take it.`);
  await box.press('Shift+Enter');
  await box.pressSequentially(`Mine is ${DRIVER_PHONE}`);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(driverThread).toContainText(`Mine is ${DRIVER_PHONE}`);
  await expect(senderThread).toContainText("Sure, I'll take it.");
  await expect(senderThread).toContainText('Mine is •••hidden contact');
  await expect(senderThread).not.toContainText('765 4321');
  // Read at once, being on the screen: neither the header's messages nor its bell count it unread.
  await expect(senderPage.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(senderPage.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // The driver approves from the ride screen; both threads then show the contacts.
  await page.getByRole('link', { name: 'My ride' }).click();
  await expect(page).toHaveURL(`/ride/${rideId}`);
  await fromSenders
    .getByRole('listitem')
    .filter({ hasText: senderCard })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await expect(senderThread).toContainText(`Mine is ${DRIVER_PHONE}`);
  await expect(senderPage.getByText(/Phone numbers and e-mails read •••/)).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(conversationPath);
  await expect(driverThread).toContainText(`Hi! Call me at ${SENDER_PHONE} or write to ${SENDER_EMAIL}`);
  await expect(page.getByText(/Phone numbers and e-mails read •••/)).toBeHidden();
  await senderContext.close();
});
