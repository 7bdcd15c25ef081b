import { CloudOff } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { errorMessage } from '@/lib/errors';
import type { VehicleType } from '@/types/api';

import { useRides } from '../api/get-rides';
import { groupSeries } from '../utils/group-series';
import { ACTIVE_RIDE } from '../utils/ride-state';

import { RideCard } from './ride-card';
import { SeriesCard } from './series-card';

/** RideEntry is one ride for a list layout: its card, whether it is active, and its departure. */
export interface RideEntry {
  key: number;
  node: ReactNode;
  active: boolean;
  date: string;
}

interface RideListProps {
  empty: ReactNode;
  VehicleIcon: ComponentType<{ type: VehicleType }>;
  /** layout arranges the cards (Home groups them into Active and Past). */
  layout: (entries: RideEntry[]) => ReactNode;
}

/**
 * RideList loads my rides and hands their cards to `layout`, a regular trip's rides to come as one card, or shows
 * `empty` when there are none yet.
 */
export function RideList({ empty, VehicleIcon, layout }: RideListProps) {
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
  return layout(
    groupSeries(rides.data).map((group) =>
      group.kind === 'ride'
        ? {
            key: group.ride.rideId,
            node: <RideCard ride={group.ride} VehicleIcon={VehicleIcon} />,
            active: ACTIVE_RIDE.includes(group.ride.status),
            date: group.ride.departureDate,
          }
        : {
            key: group.rides[0].rideId,
            node: <SeriesCard rides={group.rides} VehicleIcon={VehicleIcon} />,
            active: true,
            date: group.rides[0].departureDate,
          },
    ),
  );
}
