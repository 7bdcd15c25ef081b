import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { errorMessage } from '@/lib/errors';

import { useParcels } from '../api/get-parcels';

import { ParcelCard } from './parcel-card';

/** ParcelList shows my parcels, newest first, or `empty` when there are none yet. */
export function ParcelList({ empty }: { empty: ReactNode }) {
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
  return (
    <ul className="stack" aria-label={t('parcels.list.label')}>
      {parcels.data.map((parcel) => (
        <li key={parcel.parcelId}>
          <ParcelCard parcel={parcel} />
        </li>
      ))}
    </ul>
  );
}
