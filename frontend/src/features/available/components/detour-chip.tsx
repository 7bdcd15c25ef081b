import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** DetourChip says how far off its way a result takes the driver; nothing when it is on the way. */
export function DetourChip({ km }: { km: number }) {
  const { t } = useTranslation();
  if (km <= 0) return null;
  return (
    <span className="result-card__detour">
      <Route size={14} aria-hidden="true" />
      {t('available.card.detour', { km })}
    </span>
  );
}
