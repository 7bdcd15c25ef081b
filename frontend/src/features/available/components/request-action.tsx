import { CircleCheck, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

/** RequestAction is a card's "Request" button, or a note that I have requested it already. */
export function RequestAction({ requested, describedBy, onRequest }: { requested: boolean; describedBy: string; onRequest: () => void }) {
  const { t } = useTranslation();
  if (requested) {
    return (
      <p className="result-card__requested">
        <CircleCheck size={18} aria-hidden="true" />
        {t('available.card.requested')}
      </p>
    );
  }
  return (
    <Button variant="primary" className="btn--small" icon={<Send size={16} aria-hidden="true" />} aria-describedby={describedBy} onClick={onRequest}>
      {t('available.card.request')}
    </Button>
  );
}
