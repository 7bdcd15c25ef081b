import { CloudOff, SearchX } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import type { Ride, VehicleType } from '@/types/api';
import type { RouteMapProps } from '@/types/route-map';

import { useRide } from '../api/get-ride';

import { RideDetails } from './ride-details';

interface RideScreenProps {
  id: number;
  VehicleIcon: ComponentType<{ type: VehicleType }>;
  requests?: (ride: Ride) => ReactNode;
  RouteMap?: ComponentType<RouteMapProps>;
}

/**
 * RideScreen loads a ride and shows it (its skeleton meanwhile), a friendly "not found", or a failure with a retry.
 */
export function RideScreen({ id, VehicleIcon, requests, RouteMap }: RideScreenProps) {
  const { t } = useTranslation();
  const ride = useRide(id);
  if (ride.isPending) return <DetailSkeleton label={t('rides.detail.loading')} />;
  if (ride.isError) {
    const notFound = isNotFound(ride.error);
    return (
      <Screen
        icon={notFound ? <SearchX size={28} aria-hidden="true" /> : <CloudOff size={28} aria-hidden="true" />}
        tone={notFound ? 'primary' : 'danger'}
        title={notFound ? t('rides.detail.notFoundTitle') : t('rides.detail.errorTitle')}
      >
        <p className="screen__text muted">{notFound ? t('rides.detail.notFoundText') : errorMessage(ride.error)}</p>
        <div className="stack">
          {!notFound && (
            <Button block loading={ride.isFetching} onClick={() => void ride.refetch()}>
              {t('rides.list.retry')}
            </Button>
          )}
          <ButtonLink to={paths.home.getHref()} variant={notFound ? 'primary' : 'secondary'} block>
            {t('rides.detail.home')}
          </ButtonLink>
        </div>
      </Screen>
    );
  }
  return <RideDetails ride={ride.data} VehicleIcon={VehicleIcon} requests={requests} RouteMap={RouteMap} />;
}
