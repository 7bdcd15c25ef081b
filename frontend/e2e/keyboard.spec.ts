import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { createInTransitParcel, PASSWORD, uniqueEmail, verifiedUserViaApi } from './helpers';

/** Stop is where one press of Tab landed: the element's role or tag and its accessible name. */
interface Stop {
  what: string;
  name: string;
}

/**
 * tab presses Tab and checks the new focus can be seen: the focused element (or, for an input drawn by its
 * label such as a chip or a card, that label) must look different focused and unfocused. Focus moves on from
 * the blurred element, so the walk goes on as a person's would.
 */
async function tab(page: Page): Promise<Stop> {
  await page.keyboard.press('Tab');
  const handle = await page.evaluateHandle(() => {
    const active = document.activeElement as HTMLElement;
    const r = active.getBoundingClientRect();
    return r.width < 4 || r.height < 4 ? (active.closest('label') ?? active.parentElement ?? active) : active;
  });
  const shown = handle.asElement();
  expect(shown, 'something is focused').not.toBeNull();
  await shown!.scrollIntoViewIfNeeded();
  const box = await shown!.boundingBox();
  expect(box, 'the focused element is on the page').not.toBeNull();
  const clip = {
    x: Math.max(0, box!.x - 6),
    y: Math.max(0, box!.y - 6),
    width: box!.width + 12,
    height: box!.height + 12,
  };
  const stop = await page.evaluate(() => {
    const a = document.activeElement as HTMLInputElement;
    const name = a.getAttribute('aria-label') ?? (a.labels?.[0]?.textContent || a.textContent || '');
    return { what: a.getAttribute('role') ?? a.tagName.toLowerCase(), name: name.replace(/\s+/g, ' ').trim() };
  });
  // Two frames: the focus ring is painted, not only styled, before the picture.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const focused = await page.screenshot({ clip });
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  const unfocused = await page.screenshot({ clip });
  expect(focused.equals(unfocused), `focus on ${stop.what} "${stop.name}" cannot be seen`).toBe(false);
  return stop;
}

/** tabTo tabs until the focus is on a stop whose name matches, checking every stop on the way. */
async function tabTo(page: Page, name: RegExp, most = 40): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < most; i++) {
    const stop = await tab(page);
    stops.push(stop);
    if (name.test(stop.name)) {
      // tab() left it blurred; focus it again the way the walk reached it.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      return stops;
    }
  }
  throw new Error(`no ${name} within ${most} stops: ${stops.map((s) => s.name).join(' | ')}`);
}

test('a keyboard alone signs in and reaches the parcel form, and every stop shows its focus', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('keyboard');
  await verifiedUserViaApi(request, email); // through its own context: the page stays signed out
  await page.emulateMedia({ reducedMotion: 'reduce' }); // focus rings appear at once, not over 150 ms

  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, /^E-mail$/);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  // As a person would, wait for Home before tabbing: the URL changes before the screen does, and a Tab into the
  // sign-in screen on its way out leaves the focus on <body>.
  await expect(page.getByRole('link', { name: /^Send parcel/ })).toBeVisible();

  const home = await tabTo(page, /Send parcel/);
  expect(home.length, 'Send parcel is among the first stops of Home').toBeLessThan(8);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeVisible();

  // Every control of the form is reached, in reading order, each visibly focused.
  const form = await tabTo(page, /^Publish parcel$/, 60);
  const names = form.map((s) => s.name);
  for (const label of [
    'Documents',
    'Delivery from',
    'Shipping to',
    'Pickup date',
    'Pickup date: choose in the calendar',
    'Your price',
    'Phone',
  ]) {
    expect(
      names.some((n) => n.startsWith(label)),
      `${label} is a stop: ${names.join(' | ')}`,
    ).toBe(true);
  }
  expect(names.indexOf('Delivery from')).toBeLessThan(names.indexOf('Shipping to'));
});

test('a recipient confirms the delivery and rates the driver with the keyboard alone', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const parcel = await createInTransitParcel(playwright, baseURL!);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(parcel.confirmationLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Your parcel is on its way' })).toBeVisible();

  await tabTo(page, /^Confirm delivery$/);
  await page.keyboard.press('Enter');
  // The dialog takes the focus (on the harmless choice) and Escape backs out. It is a modal <dialog>: the page
  // behind is inert, so Tab goes through the dialog's buttons and, past the last, out to the browser (the
  // document itself here) and back in, never onto the page.
  const dialog = page.getByRole('alertdialog', { name: 'Confirm that you received the parcel?' });
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog')),
  ).toBe(true);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirm delivery' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/confirm-delivery\/feedback\?/);
  // As a person would, wait for the form before tabbing: until it loads there is nothing to reach.
  await expect(page.getByRole('radio', { name: '1 star' })).toBeVisible();

  // Stars are one radio group: Tab enters it, the arrows choose.
  await tabTo(page, /^1 star$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await tabTo(page, /^Your feedback/);
  await page.keyboard.type('Careful and on time.');
  await tabTo(page, /^Submit$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks for the feedback!' })).toBeVisible();
});
