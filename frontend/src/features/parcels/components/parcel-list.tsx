import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { errorMessage } from '@/lib/errors';

import { useParcels } from '../api/get-parcels';
import { ACTIVE_PARCEL } from '../utils/parcel-state';

import { ParcelCard } from './parcel-card';

/** ParcelEntry is one parcel for a list layout: its card, whether it is active, and its pickup date. */
export interface ParcelEntry {
  key: number;
  node: ReactNode;
  active: boolean;
  date: string;
}

interface ParcelListProps {
  empty: ReactNode;
  /** layout arranges the cards (Home groups them into Active and Past). */
  layout: (entries: ParcelEntry[]) => ReactNode;
}

/** ParcelList loads my parcels and hands their cards to `layout`, or shows `empty` when there are none yet. */
export function ParcelList({ empty, layout }: ParcelListProps) {
  const { t } = useTranslation();
  const parcels = useParcels();
  if (parcels.isPending) return <ListSkeleton label={t('parcels.list.loading')} />;
  if (parcels.isError) {
    return (
      <EmptyState
        icon={<CloudOff size={32} aria-hidden="true" />}
        title={t('parcels.list.errorTitle')}
        text={errorMessage(parcels.error)}
        action={
          <Button variant="secondary" loading={parcels.isFetching} onClick={() => void parcels.refetch()}>
            {t('parcels.list.retry')}
          </Button>
        }
      />
    );
  }
  if (parcels.data.length === 0) return empty;
  return layout(
    parcels.data.map((parcel) => ({
      key: parcel.parcelId,
      node: <ParcelCard parcel={parcel} />,
      active: ACTIVE_PARCEL.includes(parcel.status),
      date: parcel.shippingDate,
    })),
  );
}
