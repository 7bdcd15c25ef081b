import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { shareOrCopy } from '@/lib/share';
import { toast } from '@/lib/toast';

interface ShareButtonProps {
  /** url is the recipient's link, absolute. */
  url: string;
  /** pin is the handover PIN the recipient tells the driver, when the sender has one to pass on. */
  pin?: string;
}

/**
 * ShareButton passes the recipient's link (and the handover PIN) on through the device's share sheet, or copies
 * them where there is none ("Copied").
 */
export function ShareButton({ url, pin }: ShareButtonProps) {
  const { t } = useTranslation();
  const share = async () => {
    const text = pin ? t('handover.share.textPin', { pin }) : t('handover.share.text');
    try {
      const outcome = await shareOrCopy({ title: t('handover.share.title'), text, url });
      if (outcome === 'copied') toast.success(t('handover.share.copied'), { id: 'share-copied' });
    } catch {
      toast.error(t('handover.share.failed'), { id: 'share-failed' });
    }
  };
  return (
    <Button block variant="secondary" icon={<Share2 size={18} aria-hidden="true" />} onClick={() => void share()}>
      {t('handover.share.button')}
    </Button>
  );
}
