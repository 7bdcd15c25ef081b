import { CloudOff } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { errorMessage } from '@/lib/errors';
import type { VehicleType } from '@/types/api';

import { useRides } from '../api/get-rides';

import { RideCard } from './ride-card';

interface RideListProps {
  empty: ReactNode;
  VehicleIcon: ComponentType<{ type: VehicleType }>;
}

/** RideList shows my rides, newest first, or `empty` when there are none yet. */
export function RideList({ empty, VehicleIcon }: RideListProps) {
  const { t } = useTranslation();
  const rides = useRides();
  if (rides.isPending) return <ListSkeleton label={t('rides.list.loading')} />;
  if (rides.isError) {
    return (
      <EmptyState
        icon={<CloudOff size={32} aria-hidden="true" />}
        title={t('rides.list.errorTitle')}
        text={errorMessage(rides.error)}
        action={
          <Button variant="secondary" loading={rides.isFetching} onClick={() => void rides.refetch()}>
            {t('rides.list.retry')}
          </Button>
        }
      />
    );
  }
  if (rides.data.length === 0) return empty;
  return (
    <ul className="stack" aria-label={t('rides.list.label')}>
      {rides.data.map((ride) => (
        <li key={ride.rideId}>
          <RideCard ride={ride} VehicleIcon={VehicleIcon} />
        </li>
      ))}
    </ul>
  );
}
