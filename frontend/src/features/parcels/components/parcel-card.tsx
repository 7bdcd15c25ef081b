import { useTranslation } from 'react-i18next';

import { ItemCard } from '@/components/ui/item-card';
import { ParcelRouteLine } from '@/components/ui/parcel-route-line';
import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { ParcelStatusTag } from '@/components/ui/status-tag';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import type { Parcel } from '@/types/api';

import { ParcelWhereabouts } from './parcel-whereabouts';

/**
 * ParcelCard is one of my parcels in a list: route, dates, type and size, price and state, and how many
 * offers wait for my answer, and while active who has it and when it should arrive; it opens the parcel.
 */
export function ParcelCard({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const waiting = parcel.pendingRequests ?? 0;
  return (
    <ItemCard
      to={paths.parcel.getHref(parcel.parcelId)}
      tag={<ParcelStatusTag status={parcel.status} />}
      price={formatPrice(parcel.cost)}
      attention={waiting > 0 ? t('requests.toAnswer', { count: waiting }) : undefined}
      meta={
        <>
          <ParcelTypeIcon type={parcel.type} size={18} />
          <span>
            {t(`parcels.types.${parcel.type}`)} · {t('parcels.card.size', { size: parcel.size })}
          </span>
        </>
      }
    >
      <ParcelRouteLine
        parcel={parcel}
        from={{ label: t('parcels.fields.from'), when: (date) => t('parcels.card.pickup', { date }) }}
        to={{ label: t('parcels.fields.to'), when: (date) => t('parcels.card.deliverBy', { date }) }}
      />
      <ParcelWhereabouts parcel={parcel} />
    </ItemCard>
  );
}
