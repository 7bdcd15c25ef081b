/** ShareData is what the share sheet gets: a title, a sentence and the link. */
export interface ShareLink {
  title: string;
  text: string;
  url: string;
}

/** ShareOutcome: shared through the device's sheet, copied to the clipboard, or dismissed by the user. */
export type ShareOutcome = 'shared' | 'copied' | 'dismissed';

type Device = Pick<Navigator, 'share' | 'canShare'> & { clipboard?: Pick<Clipboard, 'writeText'> };

/**
 * shareOrCopy opens the device's share sheet with the link where there is one, and otherwise (or when the sheet
 * fails) copies the sentence and the link to the clipboard. Closing the sheet is no failure. It throws only when
 * neither works.
 */
export async function shareOrCopy(data: ShareLink, device: Device = navigator): Promise<ShareOutcome> {
  if (typeof device.share === 'function' && (device.canShare?.(data) ?? true)) {
    try {
      await device.share(data);
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'dismissed';
    }
  }
  if (!device.clipboard?.writeText) throw new Error('no clipboard');
  await device.clipboard.writeText(`${data.text} ${data.url}`);
  return 'copied';
}
