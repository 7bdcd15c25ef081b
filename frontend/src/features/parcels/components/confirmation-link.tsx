import { Copy, Link2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

import { ShareButton } from './share-button';

import '@/components/ui/detail-card.css';
import '@/components/ui/form.css';
import './parcels.css';

/** absolute makes the server's link absolute, so it works wherever the recipient opens it. */
const absolute = (link: string) => {
  try {
    return new URL(link, window.location.origin).href;
  } catch {
    return link;
  }
};

/**
 * ConfirmationLink shows the recipient's link while the parcel is In Transit, with a Copy button (the clipboard
 * when the browser allows it, else the text is selected so the sender can copy it by hand) and Share, which
 * passes the link and the handover PIN on.
 */
export function ConfirmationLink({ link, pin }: { link: string; pin?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const href = absolute(link);
  const selectText = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(href);
      toast.success(t('parcels.link.copied'));
    } catch {
      selectText();
      toast.error(t('parcels.link.copyFailed'), { id: 'copy-failed' });
    }
  };
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title detail-card__title--icon">
        <Link2 size={18} aria-hidden="true" />
        {t('parcels.link.title')}
      </h2>
      <p className="muted" id={`${id}-hint`}>
        {t('parcels.link.hint')}
      </p>
      <div className="copy-field">
        <input
          ref={inputRef}
          className="input copy-field__input"
          readOnly
          value={href}
          aria-labelledby={id}
          aria-describedby={`${id}-hint`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" icon={<Copy size={18} aria-hidden="true" />} onClick={() => void copy()}>
          {t('parcels.link.copy')}
        </Button>
      </div>
      <ShareButton url={href} pin={pin} />
    </section>
  );
}
