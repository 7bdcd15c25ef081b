import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import './available.css';

/**
 * DetourChip says how far off its way a result takes the driver ("+22 km"; "+0 km" right on the way of the ride or
 * parcel chosen). With nothing of mine chosen, a detour of 0 says nothing, so it shows none.
 */
export function DetourChip({ km, chosen }: { km: number; chosen: boolean }) {
  const { t } = useTranslation();
  if (!chosen && km <= 0) return null;
  return (
    <span className="result-card__detour">
      <Route size={14} aria-hidden="true" />
      <span className="sr-only">{t('available.card.detourLabel')} </span>
      <span>{t('available.card.detour', { km: Math.max(0, km) })}</span>
    </span>
  );
}
