import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import './instant-mark.css';

/** InstantMark says a ride takes fitting requests at once (instant booking): "Instant". */
export function InstantMark() {
  const { t } = useTranslation();
  return (
    <p className="instant-mark" title={t('rides.instant.markLabel')}>
      <Zap size={16} aria-hidden="true" />
      <span>{t('rides.instant.mark')}</span>
    </p>
  );
}
