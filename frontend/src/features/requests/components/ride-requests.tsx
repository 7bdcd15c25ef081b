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
  /**
   * folded keeps the answered requests folded under "History (n)", with a "View all" link to every request of the
   * ride (the ride's screen); without it (that page) the history shows at first.
   */
  folded?: boolean;
  onChanged?: () => unknown;
}

/**
 * RideRequests is my ride's switcher From Senders / My requests, each list newest first: those waiting for an answer,
 * then the answered ones under "History (n)".
 */
export function RideRequests({ rideId, folded = false, onChanged }: RideRequestsProps) {
  const { t } = useTranslation();
  const tab = useSwitcherStore((s) => s.rideSwitcher);
  const setTab = useSwitcherStore((s) => s.setRideSwitcher);
  const query = useRideRequests(rideId);
  const all = query.data?.[tab];
  const items = [
    { value: 'fromSenders', label: t('requests.fromSenders') },
    { value: 'myRequests', label: t('requests.myRequests') },
  ] as const satisfies readonly { value: RideSwitcher; label: string }[];
  const current = items.find((i) => i.value === tab) ?? items[0];
  return (
    <Tabs label={t('requests.title')} items={items} value={tab} onChange={setTab}>
      <div className="stack">
        <RequestList
          key={tab}
          label={current.label}
          empty={tab === 'fromSenders' ? t('requests.empty.fromSenders') : t('requests.empty.myRideRequests')}
          requests={all}
          view="ride"
          historyOpen={!folded}
          loading={query.isPending}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          onChanged={onChanged}
        />
        {folded && (all?.length ?? 0) > 0 && (
          <Link className="link link--with-icon request-list__all" to={paths.rideRequested.getHref(rideId)}>
            {t('requests.viewAll', { count: all?.length ?? 0 })}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        )}
      </div>
    </Tabs>
  );
}
