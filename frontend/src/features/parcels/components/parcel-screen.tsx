import { CloudOff, SearchX } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import type { Parcel } from '@/types/api';
import type { RouteMapProps } from '@/types/route-map';

import { useParcel } from '../api/get-parcel';

import { ParcelDetails } from './parcel-details';

interface ParcelScreenProps {
  id: number;
  requests?: (parcel: Parcel) => ReactNode;
  message?: (parcel: Parcel) => ReactNode;
  nextStep?: (parcel: Parcel, mine: boolean, message: ReactNode) => ReactNode;
  RouteMap?: ComponentType<RouteMapProps>;
}

/**
 * ParcelScreen loads a parcel and shows it (its skeleton meanwhile), a friendly "not found", or a failure with a retry.
 */
export function ParcelScreen({ id, requests, message, nextStep, RouteMap }: ParcelScreenProps) {
  const { t } = useTranslation();
  const parcel = useParcel(id);
  if (parcel.isPending) return <DetailSkeleton label={t('parcels.detail.loading')} />;
  if (parcel.isError) {
    const notFound = isNotFound(parcel.error);
    return (
      <Screen
        icon={notFound ? <SearchX size={28} aria-hidden="true" /> : <CloudOff size={28} aria-hidden="true" />}
        tone={notFound ? 'primary' : 'danger'}
        title={notFound ? t('parcels.detail.notFoundTitle') : t('parcels.detail.errorTitle')}
      >
        <p className="screen__text muted">{notFound ? t('parcels.detail.notFoundText') : errorMessage(parcel.error)}</p>
        <div className="stack">
          {!notFound && (
            <Button block loading={parcel.isFetching} onClick={() => void parcel.refetch()}>
              {t('parcels.list.retry')}
            </Button>
          )}
          <ButtonLink to={paths.home.getHref()} variant={notFound ? 'primary' : 'secondary'} block>
            {t('parcels.detail.home')}
          </ButtonLink>
        </div>
      </Screen>
    );
  }
  return (
    <ParcelDetails parcel={parcel.data} requests={requests} message={message} nextStep={nextStep} RouteMap={RouteMap} />
  );
}
