import { expect, test } from './fixtures';
import { createInTransitParcel } from './helpers';

test.describe('the recipient', () => {
  test('confirms the delivery from the link and rates the driver, once', async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    const parcel = await createInTransitParcel(playwright, baseURL!);
    const driverName = `${parcel.driver.name} ${parcel.driver.surname}`;

    // A fresh, signed-out page opens the link.
    await page.goto(parcel.confirmationLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Your parcel is on its way' })).toBeVisible();
    await expect(page.getByText(driverName)).toBeVisible();
    await expect(page.getByText('No ratings yet')).toBeVisible();
    await expect(page.getByText('₴150')).toBeVisible();
    await expect(page.getByText('Books')).toBeVisible();
    await expect(page.getByText('Zhytomyr')).toBeVisible();
    await expect(page.getByText('Rivne')).toBeVisible();

    await page.getByRole('button', { name: 'Confirm delivery' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm that you received the parcel?' });
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Thank you! The delivery is confirmed')).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/confirm-delivery/feedback' && url.searchParams.get('token') === parcel.token,
    );

    // Four stars: by pointer on the fifth, then one step back with the keyboard.
    await expect(page.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
    await page.locator('label', { hasText: '5 stars' }).click();
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeFocused();
    await expect(page.getByText('Good', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Careful and on time. Thank you!');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thanks for the feedback!' })).toBeVisible();
    await expect(page).toHaveURL(/\/confirm-delivery\/feedback-confirmation$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    // The link again: confirmed, rated (the driver's card counts it), no second rating.
    await page.goto(parcel.confirmationLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery confirmed' })).toBeVisible();
    await expect(page.getByText("You've rated the driver. Thank you!")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rate the driver' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm delivery' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Rated 4.0 by 1 person' })).toHaveText('4.0 (1)');
    await page.goto(`/confirm-delivery/feedback?token=${encodeURIComponent(parcel.token)}`);
    await expect(page.getByRole('heading', { level: 1, name: "You've already rated the driver" })).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
  });

  test('reports a failed delivery: the sender and the driver are told, and nothing asks for a rating', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const parcel = await createInTransitParcel(playwright, baseURL!);
    await page.goto(parcel.confirmationLink);
    await page.getByRole('button', { name: 'Delivery failed' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Report that the delivery failed?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();

    // The recipient stays on the delivery, which now says who is told; no stars, no feedback link.
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery reported as failed' })).toBeVisible();
    await expect(page.getByText("We've told the sender and the driver.")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/confirm-delivery');
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /rate|feedback/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Submit|Delivery failed|Confirm delivery/ })).toHaveCount(0);

    // Opening the link again, or the feedback address itself, still offers no rating.
    await page.goto(parcel.confirmationLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery reported as failed' })).toBeVisible();
    await expect(page.getByRole('link', { name: /rate|feedback/i })).toHaveCount(0);
    await page.goto(`/confirm-delivery/feedback?token=${encodeURIComponent(parcel.token)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery reported as failed' })).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    // The server agrees: feedback after a failed delivery is refused.
    const res = await page.request.post(`/api/delivery/${encodeURIComponent(parcel.token)}/feedback`, {
      data: { rating: 2, comment: '' },
    });
    expect(res.status()).toBe(409);
  });

  test('sees a clear message for a bad or missing link', async ({ page }) => {
    await page.goto('/confirm-delivery?token=1.bm90LWEtc2lnbmF0dXJl');
    await expect(page.getByRole('heading', { level: 1, name: "This link doesn't work" })).toBeVisible();
    await expect(page.getByText('Open the latest link from your e-mail')).toBeVisible();
    await page.goto('/confirm-delivery');
    await expect(page.getByRole('heading', { level: 1, name: "This link doesn't work" })).toBeVisible();
    await page.goto('/confirm-delivery/feedback?token=garbage');
    await expect(page.getByRole('heading', { level: 1, name: "This link doesn't work" })).toBeVisible();
  });
});
