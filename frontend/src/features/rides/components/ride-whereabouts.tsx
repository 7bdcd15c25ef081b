import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatShortDateTime } from '@/lib/format-short';
import type { Ride } from '@/types/api';

import { rideWhereabouts } from '../utils/whereabouts';

/** RideWhereabouts is the line of an active ride's card that says what it carries: "2 parcels with you · arrives Thu 13, 14:00". */
export function RideWhereabouts({ ride }: { ride: Ride }) {
  const { t } = useTranslation();
  const where = rideWhereabouts(ride);
  if (!where) return null;
  const parts =
    where.stage === 'toPickUp'
      ? [t('rides.where.toPickUp', { count: where.count })]
      : [
          t('rides.where.onTheRoad', { count: where.count }),
          ...(where.arrivesAt ? [t('parcels.where.arrives', { when: formatShortDateTime(where.arrivesAt) })] : []),
        ];
  return (
    <p className="item-card__where">
      <Package size={16} aria-hidden="true" />
      <span>{parts.join(' · ')}</span>
    </p>
  );
}
