import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useParcelRequests } from '../api/get-parcel-requests';

import { RequestList } from './request-list';

/** ParcelRequests is my parcel's Requests section: offers from drivers (Approve / Decline) and my requests (Cancel). */
export function ParcelRequests({ parcelId, onChanged }: { parcelId: number; onChanged?: () => unknown }) {
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
  return (
    <section className="stack" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {t('requests.title')}
      </h2>
      <div className="stack">
        <h3 className="request-group__title">{t('requests.fromDrivers')}</h3>
        <RequestList label={t('requests.fromDrivers')} empty={t('requests.empty.fromDrivers')} requests={query.data?.fromDrivers} {...common} />
      </div>
      <div className="stack">
        <h3 className="request-group__title">{t('requests.myRequests')}</h3>
        <RequestList label={t('requests.myRequests')} empty={t('requests.empty.myParcelRequests')} requests={query.data?.myRequests} {...common} />
      </div>
    </section>
  );
}
