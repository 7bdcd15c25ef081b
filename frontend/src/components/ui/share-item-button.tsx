import { Link2, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { shareOrCopy } from '@/lib/share';
import { toast } from '@/lib/toast';

import { Button } from './button';

/** onPhone: a touch screen with the Web Share API shares through its sheet; elsewhere the link is copied. */
const onPhone = () =>
  typeof navigator.share === 'function' && typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * ShareItemButton passes a ride's or parcel's public link on: "Share" through the phone's share sheet, "Copy link"
 * elsewhere. The link's page shows what a stranger may see, with a preview for the chat apps.
 */
export function ShareItemButton({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  const phone = onPhone();
  const url = new URL(path, window.location.origin).toString();
  const share = async () => {
    try {
      if (!phone) await navigator.clipboard.writeText(url);
      const outcome = phone ? await shareOrCopy({ title, text: title, url }) : 'copied';
      if (outcome === 'copied') toast.success(t('share.copied'), { id: 'share-copied' });
    } catch {
      toast.error(t('share.failed'), { id: 'share-failed' });
    }
  };
  return (
    <Button
      block
      variant="secondary"
      icon={phone ? <Share2 size={18} aria-hidden="true" /> : <Link2 size={18} aria-hidden="true" />}
      onClick={() => void share()}
    >
      {phone ? t('share.share') : t('share.copy')}
    </Button>
  );
}
