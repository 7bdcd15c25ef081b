import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import './parcels.css';

/** PROHIBITED lists what cannot be sent (docs/product.md §5), by its key under parcels.prohibited.items. */
const PROHIBITED = ['weapons', 'drugs', 'cash', 'dangerous', 'animals', 'food', 'stolen', 'licensed'] as const;

/** ProhibitedListDialog shows the prohibited list in a sheet (a bottom sheet on phones); Close or Escape backs out. */
export function ProhibitedListDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={onClose} initialFocus="button">
      <h2 id={`${id}-title`} className="dialog__title">
        {t('parcels.prohibited.title')}
      </h2>
      <p id={`${id}-text`} className="dialog__text">
        {t('parcels.prohibited.intro')}
      </p>
      <ul className="prohibited-list">
        {PROHIBITED.map((item) => (
          <li key={item}>{t(`parcels.prohibited.items.${item}`)}</li>
        ))}
      </ul>
      <div className="dialog__actions">
        <Button variant="secondary" block onClick={onClose}>
          {t('parcels.prohibited.close')}
        </Button>
      </div>
    </Dialog>
  );
}
