import { expect, test } from './fixtures';
import {
  addVehicleViaApi,
  chooseCity,
  fillDate,
  fillDateTime,
  localDay,
  mailedLink,
  PASSWORD,
  placeId,
  seedParcel,
  seedRide,
  seedUser,
  uniqueEmail,
} from './helpers';

// Kaniv → Kropyvnytskyi: no other scenario publishes on it, so the search for Cherkasy → Kropyvnytskyi, which that
// ride passes (≈11 km more), finds this driver alone.
test('a visitor searches signed out, opens the driver, signs up on Request, verifies in another tab and sends it', async ({
  page,
  request,
}) => {
  const driver = await seedUser(request, 'public-driver', { about: { name: 'Marko', surname: 'Shevchuk' } });
  const [kaniv, from, to] = await Promise.all(
    ['Kaniv', 'Cherkasy', 'Kropyvnytskyi'].map((city) => placeId(request, city)),
  );
  await seedRide(driver, { departureAddress: { placeId: kaniv }, arrivalAddress: { placeId: to } });
  const day = localDay(1);
  const search = new RegExp(`/available-drivers\\?from=${from}&to=${to}&date=${day}$`);

  // Signed out, / is the public search.
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Send parcels with people already going your way' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'My profile' })).toHaveCount(0);
  await chooseCity(page, 'From', 'Cherka', 'Cherkasy');
  await chooseCity(page, 'To', 'Kropyv', 'Kropyvnytskyi');
  await fillDate(page, 'Date (optional)', day);
  await page.getByRole('button', { name: 'Find rides' }).click();
  await expect(page).toHaveURL(search);
  const result = page.getByRole('article').filter({ hasText: 'Marko S.' });
  await expect(result).toBeVisible();
  // What a stranger may see: no plate, no phone.
  await expect(result).not.toContainText(driver.phone.slice(-7));

  // The driver's public card lists the driver's open ride and leads back to the same search.
  await result.getByRole('link', { name: 'Marko S.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marko S.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report' })).toHaveCount(0);
  const listings = page.getByRole('region', { name: 'Open listings' });
  await expect(listings.getByRole('link', { name: 'Kaniv → Kropyvnytskyi' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the results' }).click();
  await expect(page).toHaveURL(search);
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Cherkasy');
  await expect(result).toBeVisible();

  // Request asks for an account first, and says why.
  await result.getByRole('button', { name: 'Request' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Create an account to send your request.')).toBeVisible();
  const email = uniqueEmail('public-visitor');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Iryna');
  await page.getByLabel('Surname').fill('Bondar');
  await page.getByLabel('Phone').fill('067 765 4321');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/confirm-email$/);
  await expect(page.getByRole('link', { name: 'Back to your search' })).toBeVisible();

  // The e-mailed link, opened in another tab, leads back to the same search with the request's dialog open.
  const tab = await page.context().newPage();
  await tab.goto(await mailedLink(request, email, '/signup/verified-email'));
  await expect(tab).toHaveURL(search);
  const dialog = tab.getByRole('dialog', { name: /Marko S\./ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Kaniv → Kropyvnytskyi');

  // No parcel yet: post one for this ride, starting on what the visitor searched (not the ride's ends and day),
  // and come back to send the request.
  await dialog.getByRole('link', { name: 'Send a parcel' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeVisible();
  await expect(tab.getByRole('combobox', { name: 'Delivery from', exact: true })).toHaveValue('Cherkasy');
  await expect(tab.getByRole('combobox', { name: 'Shipping to', exact: true })).toHaveValue('Kropyvnytskyi');
  const [y, m, d] = day.split('-');
  await expect(tab.getByRole('textbox', { name: 'Pickup date', exact: true })).toHaveValue(`${d}/${m}/${y}`);
  await tab.locator('label.chip', { hasText: 'Documents' }).click();
  await tab.locator('label.size-card', { hasText: 'Up to 15 kg' }).click();
  await tab.getByLabel('Your price').fill('180');
  await tab.getByLabel('Name', { exact: true }).fill('Taras');
  await tab.getByLabel('Phone').fill('067 123 4567');
  await tab.getByRole('checkbox', { name: 'Nothing on the prohibited list' }).check();
  await tab.getByRole('button', { name: 'Publish parcel' }).click();

  await expect(tab).toHaveURL(search);
  const again = tab.getByRole('dialog', { name: /Marko S\./ });
  await expect(again.getByRole('radio', { name: /Cherkasy → Kropyvnytskyi/ })).toBeChecked();
  await again.getByRole('button', { name: 'Send request' }).click();
  // What happens next: who answers, how I am told, when the request runs out.
  const sent = tab.getByRole('status').filter({ hasText: 'Request sent' });
  await expect(sent).toContainText("Marko S. answers in the app, and we'll tell you here and by e-mail.");
  await expect(sent).toContainText("the request runs out when the ride leaves or your parcel's deliver-by date passes");
  await expect(again).toBeHidden();
  await expect(tab.getByRole('article').filter({ hasText: 'Marko S.' })).toContainText('Request sent');
  await tab.close();
});

// Mukachevo → Uzhhorod: no scenario publishes parcels on it, so its search is empty and offers "Notify me".
test('a signed-out "Notify me" asks for an account; signing in instead brings the search back with it to press', async ({
  page,
  request,
}) => {
  const me = await seedUser(request, 'public-notify', { about: { name: 'Bohdan', surname: 'Melnyk' } });
  const from = await placeId(request, 'Mukachevo');
  const to = await placeId(request, 'Uzhhorod');

  await page.goto('/available-parcels');
  await chooseCity(page, 'From', 'Mukach', 'Mukachevo');
  await chooseCity(page, 'To', 'Uzhh', 'Uzhhorod');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Create an account to be told about this route.')).toBeVisible();

  // An account already: sign in from there.
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByText('Create an account to be told about this route.')).toBeVisible();
  await page.getByLabel('E-mail').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`/available-parcels\\?from=${from}&to=${to}$`));
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Mukachevo');
  const notify = page.getByRole('button', { name: 'Notify me' });
  await expect(notify).toBeFocused();
  await notify.click();
  await expect(page.getByText("We'll let you know.")).toBeVisible();
  const alerts = (await (await page.request.get('/api/alerts')).json()) as { from: { placeId: number } }[];
  expect(alerts.map((a) => a.from.placeId)).toEqual([from]);
});

// Berdychiv → Bila Tserkva: no other scenario publishes on it; the search for Berdychiv → Zolotonosha, a ride that
// would pass it on the way, finds it.
test('a driver with no ride publishes one from the offer dialog, on the searched cities, and comes back to offer it', async ({
  page,
  request,
}) => {
  const sender = await seedUser(request, 'post-for-sender', { about: { name: 'Sofiia', surname: 'Lysenko' } });
  const [from, to, searchedTo] = await Promise.all(
    ['Berdychiv', 'Bila Tserkva', 'Zolotonosha'].map((city) => placeId(request, city)),
  );
  await seedParcel(sender, { shippingAddress: { placeId: from }, deliveryAddress: { placeId: to }, cost: 240 });
  const driver = await seedUser(page.request, 'post-for-driver', { about: { name: 'Taras', surname: 'Boiko' } });
  await addVehicleViaApi(page.request, driver.token);

  // Opened from its address: the fields name the searched cities.
  await page.goto(`/available-parcels?from=${from}&to=${searchedTo}`);
  await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Zolotonosha');
  const result = page.getByRole('article').filter({ hasText: 'Sofiia L.' });
  await result.getByRole('button', { name: 'Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer to carry this parcel' });
  await expect(dialog).toContainText('You have no planned rides.');
  await dialog.getByRole('link', { name: 'Publish a ride' }).click();

  await expect(page).toHaveURL(/\/ride$/);
  await expect(page.getByRole('combobox', { name: 'Leaving from', exact: true })).toHaveValue('Berdychiv');
  await expect(page.getByRole('combobox', { name: 'Going to', exact: true })).toHaveValue('Zolotonosha');
  await fillDateTime(page, 'Departure date and time', localDay(2), '09:00');
  await page.getByRole('button', { name: 'Publish ride' }).click();

  await expect(page).toHaveURL(new RegExp(`/available-parcels\\?from=${from}&to=${searchedTo}$`));
  const again = page.getByRole('dialog', { name: 'Offer to carry this parcel' });
  await expect(again.getByRole('radio', { name: /Berdychiv → Zolotonosha/ })).toBeChecked();
  await again.getByRole('button', { name: 'Send request' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toContainText(
    'the offer runs out when your ride leaves, the parcel goes with another driver or its deliver-by date passes',
  );
  await expect(result).toContainText('Request sent');
});
