import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { DeliveryRequest } from '@/types/api';

import { useParcelRequests } from '../api/get-parcel-requests';

import { RequestList } from './request-list';

import './requests.css';

interface ParcelRequestsProps {
  parcelId: number;
  /** sectionId lets the parcel's next step take the sender here. */
  sectionId?: string;
  /** open: the parcel is New, so both groups show, empty or not; later only the groups with history do. */
  open: boolean;
  onChanged?: () => unknown;
}

/** ParcelRequests is my parcel's Requests section: offers from drivers (Approve / Decline) and my requests (Cancel). */
export function ParcelRequests({ parcelId, sectionId, open, onChanged }: ParcelRequestsProps) {
  const { t } = useTranslation();
  const id = useId();
  const query = useParcelRequests(parcelId);
  const common = {
    view: 'parcel' as const,
    loading: query.isPending,
    failed: query.isError,
    onRetry: () => void query.refetch(),
    onChanged,
  };
  // Once a driver is chosen, their card on the parcel says so: the approved request would only repeat it.
  const shown = (items?: DeliveryRequest[]) => (open ? items : items?.filter((r) => r.status !== 'approved'));
  const groups = [
    {
      key: 'fromDrivers',
      title: t('requests.fromDrivers'),
      empty: t('requests.empty.fromDrivers'),
      items: shown(query.data?.fromDrivers),
    },
    {
      key: 'myRequests',
      title: t('requests.myRequests'),
      empty: t('requests.empty.myParcelRequests'),
      items: shown(query.data?.myRequests),
    },
  ].filter((g) => open || !query.isSuccess || (g.items?.length ?? 0) > 0);
  if (groups.length === 0) return null;
  return (
    <section id={sectionId} tabIndex={-1} className="stack" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {t('requests.title')}
      </h2>
      {groups.map((g) => (
        <div key={g.key} className="stack">
          <h3 className="request-group__title">{g.title}</h3>
          <RequestList label={g.title} empty={g.empty} requests={g.items} {...common} />
        </div>
      ))}
    </section>
  );
}
