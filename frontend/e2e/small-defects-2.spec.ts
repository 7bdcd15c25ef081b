import { expect, test } from './fixtures';
import { json, seedParcel, seedRide, seedUser } from './helpers';

// Small defects a tester found in the flows (issue 22, defect 5), each told as the user meets it.

test('"Picked up" asks first: backing out leaves the parcel Accepted, confirming marks it picked up', async ({
  page,
  playwright,
  baseURL,
}) => {
  const driver = await seedUser(page.request, 'small2-driver', { about: { name: 'Oleh', surname: 'Koval' } });
  const senderApi = await playwright.request.newContext({ baseURL });
  try {
    const sender = await seedUser(senderApi, 'small2-sender', { about: { name: 'Iryna', surname: 'Bondar' } });
    const [rideId, parcelId] = await Promise.all([seedRide(driver), seedParcel(sender)]);
    const { requestId } = await sender.post(`/api/rides/${rideId}/requests`, { parcelId }, 201);
    await driver.post(`/api/requests/${requestId}/approve`);
    const status = async () => (await json<{ status: string }>(await senderApi.get(`/api/parcels/${parcelId}`))).status;

    await page.goto(`/ride/${rideId}`);
    const accepted = page.getByRole('list', { name: 'Accepted parcels' });
    const pickedUp = accepted.getByRole('button', { name: 'Picked up' });
    const dialog = page.getByRole('alertdialog', { name: 'Have you picked up this parcel?' });

    // A mistaken tap only asks; Escape backs out and the focus returns to the button.
    await pickedUp.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Not yet' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pickedUp).toBeFocused();

    // "Not yet" backs out too: nothing changed.
    await pickedUp.click();
    await dialog.getByRole('button', { name: 'Not yet' }).click();
    await expect(dialog).toBeHidden();
    await expect(accepted.getByText('Accepted', { exact: true })).toBeVisible();
    expect(await status()).toBe('Accepted');

    await pickedUp.click();
    await dialog.getByRole('button', { name: 'Yes, picked up' }).click();
    await expect(page.getByText('Parcel picked up')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(accepted.getByText('In transit', { exact: true })).toBeVisible();
    expect(await status()).toBe('In Transit');
  } finally {
    await senderApi.dispose();
  }
});
