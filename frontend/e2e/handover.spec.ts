import { expect, test } from './fixtures';
import { seedPickedUp, seedUser, spokenPin, wrongPin } from './helpers';

test('the sender sees the handover PIN; the driver enters a wrong one, then the right one, and it is delivered', async ({
  page,
  browser,
  baseURL,
}) => {
  const senderContext = await browser.newContext({ baseURL });
  try {
    const senderPage = await senderContext.newPage();
    const [driver, sender] = await Promise.all([
      seedUser(page.request, 'pin-driver', { about: { name: 'Oleh', surname: 'Shevchenko' } }),
      seedUser(senderPage.request, 'pin-sender', { about: { name: 'Iryna', surname: 'Bondar' } }),
    ]);
    const { rideId, parcelId, pin } = await seedPickedUp(driver, sender);

    // The sender's parcel leads with the PIN, read out digit by digit.
    await senderPage.goto(`/parcel/${parcelId}`);
    const step = senderPage.getByRole('region', {
      name: `In transit: the recipient tells the driver PIN ${spokenPin(pin)} at handover`,
    });
    await expect(step).toBeVisible();
    await expect(step.locator('.handover-pin')).toHaveText(pin);

    // The driver enters a wrong PIN: told in the dialog, what was typed stays.
    await page.goto(`/ride/${rideId}`);
    const accepted = page.getByRole('list', { name: 'Accepted parcels' });
    await accepted.getByRole('button', { name: 'Enter handover PIN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter handover PIN' });
    const input = dialog.getByRole('textbox', { name: 'Handover PIN' });
    await expect(input).toBeFocused();
    await input.fill(wrongPin(pin));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Wrong PIN. Check it with the recipient and try again. 4 tries left.',
    );
    await expect(input).toHaveValue(wrongPin(pin));

    // The right one delivers it.
    await input.fill(pin);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Delivered' })).toBeVisible();
    await expect(accepted.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(accepted.getByRole('button', { name: 'Enter handover PIN' })).toHaveCount(0);

    // The sender's parcel is Delivered, and the PIN is gone.
    await senderPage.reload();
    await expect(senderPage.getByRole('region', { name: 'Delivered' })).toBeVisible();
    await expect(senderPage.locator('.handover-pin')).toHaveCount(0);
  } finally {
    await senderContext.close();
  }
});
