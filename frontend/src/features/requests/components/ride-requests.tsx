import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useSwitcherStore, type RideSwitcher } from '@/stores/switcher-store';

import { useRideRequests } from '../api/get-ride-requests';

import { RequestList } from './request-list';

import './requests.css';

interface RideRequestsProps {
  rideId: number;
  /** limit shows only the newest few with a "View all" link to every request of the ride. */
  limit?: number;
  onChanged?: () => unknown;
}

/** RideRequests is my ride's switcher From Senders / My requests, each list newest first. */
export function RideRequests({ rideId, limit, onChanged }: RideRequestsProps) {
  const { t } = useTranslation();
  const tab = useSwitcherStore((s) => s.rideSwitcher);
  const setTab = useSwitcherStore((s) => s.setRideSwitcher);
  const query = useRideRequests(rideId);
  const all = query.data?.[tab];
  const shown = limit ? all?.slice(0, limit) : all;
  const items = [
    { value: 'fromSenders', label: t('requests.fromSenders') },
    { value: 'myRequests', label: t('requests.myRequests') },
  ] as const satisfies readonly { value: RideSwitcher; label: string }[];
  const current = items.find((i) => i.value === tab) ?? items[0];
  return (
    <Tabs label={t('requests.title')} items={items} value={tab} onChange={setTab}>
      <div className="stack">
        <RequestList
          label={current.label}
          empty={tab === 'fromSenders' ? t('requests.empty.fromSenders') : t('requests.empty.myRideRequests')}
          requests={shown}
          view="ride"
          loading={query.isPending}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          onChanged={onChanged}
        />
        {limit !== undefined && (all?.length ?? 0) > 0 && (
          <Link className="link link--with-icon request-list__all" to={paths.rideRequested.getHref(rideId)}>
            {t('requests.viewAll', { count: all?.length ?? 0 })}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        )}
      </div>
    </Tabs>
  );
}
