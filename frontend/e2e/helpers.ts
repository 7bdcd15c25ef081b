import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** PASSWORD is the password every e2e account starts with. */
export const PASSWORD = 'correct-horse-42';

/** uniqueEmail is a fresh address for one scenario. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * mailedLink waits for the newest e-mail to `to` that holds a link to `path` and returns that link's
 * path and query, so it opens on the server under test.
 */
export async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mail');
        expect(res.ok()).toBeTruthy();
        const mails = (await res.json()) as Mail[];
        for (const mail of mails) {
          if (mail.to.toLowerCase() !== to.toLowerCase()) continue;
          const match = mail.text.match(new RegExp(`https?://[^\\s/]+(${path}\\?token=[^\\s]+)`));
          if (match) {
            link = match[1];
            return link;
          }
        }
        return '';
      },
      { message: `an e-mail to ${to} with a link to ${path}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

/** signUpViaApi creates an account through the API; with a page's request it also signs that page in. */
export async function signUpViaApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/auth/signup', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { token: string; profile: { userId: number; email: string; language: string } };
}

// A PNG by hand, so the helper needs no import: crc32 of the chunks and zlib "stored" (uncompressed) blocks.
const PNG_CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const pngCrc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = PNG_CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(pngCrc32(body));
  return Buffer.concat([len, body, crc]);
};

const zlibStored = (data: Buffer) => {
  const parts: Buffer[] = [Buffer.from([0x78, 0x01])];
  for (let at = 0; at === 0 || at < data.length; at += 0xffff) {
    const block = data.subarray(at, at + 0xffff);
    const head = Buffer.alloc(5);
    head[0] = at + 0xffff >= data.length ? 1 : 0;
    head.writeUInt16LE(block.length, 1);
    head.writeUInt16LE(~block.length & 0xffff, 3);
    parts.push(head, block);
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  return Buffer.concat([...parts, adler]);
};

/** pngImage draws a size×size RGB PNG (an indigo square with a lighter diagonal band) for upload tests. */
export function pngImage(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      const band = Math.abs(x - y) < size / 6;
      rows.set(band ? [199, 210, 254] : [79, 70, 229], row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibStored(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * verifiedUserViaApi signs a fresh account up through `request` (a page's request signs that page in) and
 * verifies its e-mail from the dev mailbox, as publishing parcels and rides needs.
 */
export async function verifiedUserViaApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const { token } = await signUpViaApi(request, email, password);
  const link = await mailedLink(request, email, '/signup/verified-email');
  const verification = new URL(link, 'http://localhost').searchParams.get('token');
  const res = await request.post('/auth/verify-email', {
    data: { token: verification },
    headers: { 'X-CSRF-Token': token },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { token };
}

/** addVehicleViaApi adds a vehicle (a Škoda Octavia sedan unless told otherwise) to the signed-in user. */
export async function addVehicleViaApi(request: APIRequestContext, token: string, vehicle?: Record<string, string>) {
  const data = vehicle ?? {
    vehicleType: 'car',
    modelType: 'sedan',
    modelName: 'Skoda Octavia',
    idNumber: 'AA 1234 BB',
  };
  const res = await request.post('/api/profile/vehicle', { data, headers: { 'X-CSRF-Token': token } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { VehicleId: number };
}

// Set-up through the API: a scenario makes its accounts, parcels, rides and requests here and drives the
// browser only through the screen it is about. Every account is new (uniqueEmail), so scenarios share no
// users and may run at once, in any order.

// GeoNames ids of the cities the scenarios use. Kyiv → Lviv passes Zhytomyr and Rivne (docs/product.md §5 "Matching").
export const KYIV = 703448;
export const LVIV = 702550;
export const ZHYTOMYR = 686967;
export const RIVNE = 695594;

/** kyivToday is today in Kyiv (YYYY-MM-DD), the day the server's date rules use. */
export const kyivToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());

/** randomPhone is a Ukrainian mobile number in E.164 that no other scenario is likely to use. */
export const randomPhone = () => `+38067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

type ApiResponse = Awaited<ReturnType<APIRequestContext['get']>>;

/** json checks an answer's status (naming the call and its body when it differs) and returns its JSON. */
export async function json<T = Record<string, number>>(res: ApiResponse, status = 200): Promise<T> {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status);
  return (status === 204 ? undefined : await res.json()) as T;
}

/** placeId is the gazetteer id of the city named `q` in English. */
export async function placeId(api: APIRequestContext, q: string): Promise<number> {
  const places = await json<{ placeId: number; nameEn: string }[]>(
    await api.get(`/api/places?q=${encodeURIComponent(q)}&lang=en`),
  );
  const place = places.find((p) => p.nameEn === q);
  expect(place, `the gazetteer has ${q}`).toBeTruthy();
  return place!.placeId;
}

/** ApiUser is an account signed in on one request context, with the session's CSRF token for unsafe calls. */
export interface ApiUser {
  api: APIRequestContext;
  email: string;
  token: string;
  /** phone is what about-yourself was given ('' when it was not asked for). */
  phone: string;
  /** post sends an unsafe call as this user and returns the answer's JSON, expecting `status`. */
  post: <T = Record<string, number>>(path: string, data?: object, status?: number) => Promise<T>;
  /** put is post with PUT. */
  put: <T = Record<string, number>>(path: string, data?: object, status?: number) => Promise<T>;
}

export interface SeedUserOptions {
  /** verified says whether the e-mail is verified (default true), as publishing needs. */
  verified?: boolean;
  /** about fills in about-yourself (the phone defaults to a random one, wantsToDrive to true). */
  about?: { name: string; surname: string; phone?: string; wantsToDrive?: boolean };
  /** language sets the profile's language. */
  language?: 'en' | 'uk';
}

/**
 * seedUser signs a fresh account (`tag` names it in the e-mail) up on `api` — a page's request signs that
 * page in — and, as asked, verifies it, tells about them and sets their language.
 */
export async function seedUser(api: APIRequestContext, tag: string, options: SeedUserOptions = {}): Promise<ApiUser> {
  const email = uniqueEmail(tag);
  const { token } = await (options.verified === false ? signUpViaApi(api, email) : verifiedUserViaApi(api, email));
  const headers = { 'X-CSRF-Token': token };
  const user: ApiUser = {
    api,
    email,
    token,
    phone: '',
    post: async (path, data, status = 200) => json(await api.post(path, { data, headers }), status),
    put: async (path, data, status = 200) => json(await api.put(path, { data, headers }), status),
  };
  if (options.about) {
    user.phone = options.about.phone ?? randomPhone();
    await user.post('/auth/signup/about-yourself', { wantsToDrive: true, ...options.about, phone: user.phone });
  }
  if (options.language) await user.put('/api/profile/language', { language: options.language });
  return user;
}

/** makeAdmin makes a verified user an admin through the dev-only route of a --dev server. */
export async function makeAdmin(user: ApiUser) {
  await json(
    await user.api.post('/dev/admin', { data: { email: user.email }, headers: { 'X-CSRF-Token': user.token } }),
    204,
  );
}

/**
 * seedParcel publishes a parcel as `user` and returns its id: Books, size S, ₴150, Zhytomyr → Rivne, picked
 * up today, for a recipient with a fresh e-mail, nothing prohibited inside — each overridden by `parcel`'s fields.
 */
export async function seedParcel(user: ApiUser, parcel: Record<string, unknown> = {}): Promise<number> {
  const body = {
    type: 'books',
    size: 'S',
    cost: 150,
    shippingAddress: { placeId: ZHYTOMYR },
    deliveryAddress: { placeId: RIVNE },
    shippingDate: kyivToday(),
    recipient: { name: 'Ivan', emailAddress: uniqueEmail('recipient') },
    prohibitedAck: true,
    ...parcel,
  };
  return (await user.post<{ parcelId: number }>('/api/parcels', body, 201)).parcelId;
}

/**
 * seedRide publishes a ride as `user` and returns its id: Kyiv → Lviv in two days with room for 3, in a new
 * Škoda Octavia unless `ride` names a vehicleId — each overridden by `ride`'s fields.
 */
export async function seedRide(user: ApiUser, ride: Record<string, unknown> = {}): Promise<number> {
  const vehicleId = ride.vehicleId ?? (await addVehicleViaApi(user.api, user.token)).VehicleId;
  const body = {
    departureAddress: { placeId: KYIV },
    arrivalAddress: { placeId: LVIV },
    departureDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    capacity: 3,
    ...ride,
    vehicleId,
  };
  return (await user.post<{ rideId: number }>('/api/rides', body, 201)).rideId;
}

/** recipientLink is the link (path and query) the recipient confirms through, and its token, once the parcel is In Transit. */
export async function recipientLink(sender: ApiUser, parcelId: number): Promise<{ path: string; token: string }> {
  const { confirmationLink } = await json<{ confirmationLink?: string }>(
    await sender.api.get(`/api/parcels/${parcelId}`),
  );
  expect(confirmationLink, 'the sender sees the confirmation link once the parcel is In Transit').toBeTruthy();
  const url = new URL(confirmationLink!, 'http://localhost');
  return { path: url.pathname + url.search, token: url.searchParams.get('token') ?? '' };
}

/** chooseCity types into the city field labelled `label` and takes the first suggestion with the keyboard. */
export async function chooseCity(page: Page, label: string, typed: string, expected: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  // A page the build drew takes typing from the paint: what is typed before the app has taken it over is looked
  // up once it has (before-the-app.spec.ts).
  await expect(box).toBeEditable();
  await box.pressSequentially(typed);
  // The first suggestion, once the list answers what was typed (not an earlier search).
  await expect(page.getByRole('option').first()).toContainText(expected);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(expected);
}

/** localDay is a date `days` from today as an <input type="date"> value; localDateTime adds a time of day. */
export function localDay(days = 0): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const localDateTime = (days: number, time: string): string => `${localDay(days)}T${time}`;

/** typedDay is a day (YYYY-MM-DD) as the page's interface language types it: 24/11/2026 (en) or 24.11.2026 (uk). */
async function typedDay(page: Page, isoDay: string): Promise<string> {
  const [y, m, d] = isoDay.split('-');
  const language = await page.evaluate(() => document.documentElement.lang);
  return language === 'uk' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** fillDate types a day (YYYY-MM-DD) into the date field labelled `label`, the way the interface language writes it. */
export async function fillDate(page: Page, label: string, isoDay: string) {
  const typed = await typedDay(page, isoDay);
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(typed);
  await expect(input).toHaveValue(typed);
}

/**
 * chooseDate opens the calendar of the date field labelled `label` (with no day chosen yet) and, with the keyboard
 * alone, moves from today to the day `days` later and chooses it.
 */
export async function chooseDate(page: Page, label: string, days: number) {
  await page.getByRole('button', { name: `${label}: `, exact: false }).press('Enter');
  const dialog = page.getByRole('dialog', { name: label, exact: true });
  await expect(dialog.getByRole('button', { name: /^(Today|Сьогодні), / })).toBeFocused();
  for (let i = 0; i < days; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(
    await typedDay(page, localDay(days)),
  );
}

/** fillDateTime types a day (YYYY-MM-DD) and a time on the 24-hour clock (HH:MM) into the date-and-time field labelled `label`. */
export async function fillDateTime(page: Page, label: string, isoDay: string, time: string) {
  await fillDate(page, label, isoDay);
  const timeBox = page.getByRole('group', { name: label, exact: true }).getByRole('textbox').last();
  await timeBox.fill(time);
  await expect(timeBox).toHaveValue(time);
}

/** InTransitParcel is a parcel a driver has picked up, and the link its recipient confirms through. */
export interface InTransitParcel {
  parcelId: number;
  /** confirmationLink is the path and query of the recipient's link: /confirm-delivery?token=… */
  confirmationLink: string;
  token: string;
  driver: { name: string; surname: string };
  cost: number;
}

/**
 * createInTransitParcel builds, through the API, a Books parcel (size S, ₴150, Zhytomyr → Rivne) carried
 * on a Kyiv → Lviv ride and picked up by its driver. The driver and the sender are fresh verified accounts,
 * each in its own cookie jar (`playwright` is the test's fixture), so the test's page stays signed out.
 */
export async function createInTransitParcel(
  playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } },
  baseURL: string,
): Promise<InTransitParcel> {
  const [driverApi, senderApi] = await Promise.all([
    playwright.request.newContext({ baseURL }),
    playwright.request.newContext({ baseURL }),
  ]);
  try {
    const about = { name: 'Oleh', surname: 'Shevchenko' };
    const vehicle = { vehicleType: 'car', modelType: 'van', modelName: 'Ford', idNumber: 'AA1234BB' };
    const [[driver, rideId], sender] = await Promise.all([
      seedUser(driverApi, 'driver', { about }).then(async (driver) => {
        const { VehicleId } = await addVehicleViaApi(driverApi, driver.token, vehicle);
        return [driver, await seedRide(driver, { vehicleId: VehicleId })] as const;
      }),
      seedUser(senderApi, 'sender'),
    ]);
    const cost = 150;
    const parcelId = await seedParcel(sender, { cost });
    const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
    await driver.post(`/api/requests/${requestId}/approve`);
    await driver.post(`/api/parcels/${parcelId}/pickup`);
    const link = await recipientLink(sender, parcelId);
    return {
      parcelId,
      confirmationLink: link.path,
      token: link.token,
      driver: { name: about.name, surname: `${about.surname[0]}.` },
      cost,
    };
  } finally {
    await driverApi.dispose();
    await senderApi.dispose();
  }
}

/** PickedUp is a parcel `driver` carries on their ride, picked up, and the handover PIN its sender sees. */
export interface PickedUp {
  rideId: number;
  parcelId: number;
  pin: string;
}

/**
 * seedPickedUp makes, through the API, a Kyiv → Lviv ride of `driver` carrying a Books parcel of `sender`
 * (Zhytomyr → Rivne, for Ivan Franko): the sender asks, the driver approves and picks it up. It returns the
 * handover PIN the sender is shown while the parcel is In Transit.
 */
export async function seedPickedUp(driver: ApiUser, sender: ApiUser): Promise<PickedUp> {
  const [rideId, parcelId] = await Promise.all([
    seedRide(driver),
    seedParcel(sender, { recipient: { name: 'Ivan', lastName: 'Franko', emailAddress: uniqueEmail('recipient') } }),
  ]);
  const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
  await driver.post(`/api/requests/${requestId}/approve`);
  await driver.post(`/api/parcels/${parcelId}/pickup`);
  const { handoverPin } = await json<{ handoverPin?: string }>(await sender.api.get(`/api/parcels/${parcelId}`));
  expect(handoverPin, 'the sender sees a 4-digit handover PIN once the parcel is In Transit').toMatch(/^\d{4}$/);
  return { rideId, parcelId, pin: handoverPin! };
}

/** spokenPin is a PIN as the screen names it for assistive technology: one digit at a time ("4 8 2 1"). */
export const spokenPin = (pin: string) => pin.split('').join(' ');

/** wrongPin is a 4-digit PIN other than `pin`. */
export const wrongPin = (pin: string) => (pin === '0000' ? '1111' : '0000');

/** openLive opens a screen and waits until its live updates (GET /api/events) are connected. */
export async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}
