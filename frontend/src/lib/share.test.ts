import { describe, expect, it, vi } from 'vitest';

import { shareOrCopy } from './share';

const data = {
  title: 'Your parcel',
  text: 'Confirm it. PIN 4821.',
  url: 'https://ridepost.test/confirm-delivery?token=t',
};

describe('sharing the recipient’s link', () => {
  it('opens the share sheet where the device has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareOrCopy(data, { share, canShare: () => true, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('takes a closed sheet as no failure, and copies when the sheet fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const dismissed = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    expect(await shareOrCopy(data, { share: dismissed, canShare: undefined!, clipboard: { writeText } })).toBe(
      'dismissed',
    );
    const broken = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareOrCopy(data, { share: broken, canShare: undefined!, clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('Confirm it. PIN 4821. https://ridepost.test/confirm-delivery?token=t');
  });

  it('copies the sentence and the link without a share sheet, and throws with no clipboard either', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(data, { share: undefined!, canShare: undefined!, clipboard: { writeText } })).toBe(
      'copied',
    );
    await expect(shareOrCopy(data, { share: undefined!, canShare: undefined! })).rejects.toThrow();
  });
});
