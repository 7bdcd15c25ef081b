import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatShortDay } from '@/lib/format';
import { formatShortDateTime } from '@/lib/format-short';
import type { Parcel } from '@/types/api';

import { parcelWhereabouts, type Arrival } from '../utils/whereabouts';

/**
 * ParcelWhereabouts is the line of an active parcel's card that says who has it and when it should arrive:
 * "With Petro (driver) · arrives Fri 14:00".
 */
export function ParcelWhereabouts({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const where = parcelWhereabouts(parcel);
  if (!where) return null;
  const arrives = (a: Arrival | undefined) =>
    !a
      ? []
      : a.kind === 'eta'
        ? [t('parcels.where.arrives', { when: formatShortDateTime(a.at) })]
        : [t('parcels.where.arrivesBy', { day: formatShortDay(a.day) })];
  const parts =
    where.holder === 'driver'
      ? [
          where.driver ? t('parcels.where.withDriver', { name: where.driver }) : t('parcels.where.withTheDriver'),
          ...arrives(where.arrival),
        ]
      : where.driverFound
        ? [
            t('parcels.where.withMe'),
            ...(where.pickupAt ? [t('parcels.where.pickup', { when: formatShortDateTime(where.pickupAt) })] : []),
            ...arrives(where.arrival),
          ]
        : [t('parcels.where.withMe'), t('parcels.where.noDriver')];
  return (
    <p className="item-card__where">
      <MapPin size={16} aria-hidden="true" />
      <span>{parts.join(' · ')}</span>
    </p>
  );
}
