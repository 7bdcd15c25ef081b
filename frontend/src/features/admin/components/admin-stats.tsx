import { BadgeCheck, CheckCircle2, Flag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ParcelStatusTag, RideStatusTag } from '@/components/ui/status-tag';
import { localeOf } from '@/lib/format';
import type { ParcelStatus, RideStatus } from '@/types/api';
import type { AdminStats as Stats } from '@/types/api';

import { adminErrorMessage } from '../utils/messages';
import { countsByStatus, PARCEL_STATUSES, RIDE_STATUSES, type StatusCount } from '../utils/stats';

import '@/components/ui/form.css';
import './admin.css';

const useNumber = () => {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(localeOf(i18n.language === 'uk' ? 'uk' : 'en'));
  return (n: number) => format.format(n);
};

function Tile({ icon, label, value, tone }: { icon: ReactNode; label: string; value: string; tone?: 'alert' }) {
  return (
    <div className={tone ? `stat-tile stat-tile--${tone}` : 'stat-tile'}>
      <dt className="stat-tile__label">
        {icon}
        {label}
      </dt>
      <dd className="stat-tile__value">{value}</dd>
    </div>
  );
}

function StatusCounts<S extends string>({
  title,
  total,
  items,
  tag,
  none,
}: {
  title: string;
  total: string;
  none: string;
  items: StatusCount<S>[];
  tag: (status: S) => ReactNode;
}) {
  const number = useNumber();
  // States with nothing in them are left out: the figures stay short.
  const shown = items.filter((i) => i.count > 0);
  return (
    <div className="status-counts">
      <p className="status-counts__title">
        <span>{title}</span>
        <span className="muted">{total}</span>
      </p>
      {shown.length > 0 ? (
        <dl className="status-counts__list">
          {shown.map(({ status, count }) => (
            <div key={status} className="status-count">
              <dt>{tag(status)}</dt>
              <dd>{number(count)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted status-counts__none">{none}</p>
      )}
    </div>
  );
}

interface AdminStatsProps {
  stats: { data?: Stats; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean };
  onRetry: () => void;
}

/** AdminStats shows the instance's figures: accounts, open reports, recent deliveries, parcels and rides by state. */
export function AdminStats({ stats, onRetry }: AdminStatsProps) {
  const { t } = useTranslation();
  const number = useNumber();
  let body;
  if (stats.isPending) {
    body = (
      <div className="admin-loader" role="status">
        <Spinner size="sm" />
        <span>{t('admin.loading')}</span>
      </div>
    );
  } else if (stats.isError || !stats.data) {
    body = (
      <div className="form-error form-error--stack" role="alert">
        <span>{adminErrorMessage(stats.error)}</span>
        <Button variant="secondary" loading={stats.isFetching} onClick={onRetry}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  } else {
    const s = stats.data;
    const parcels = countsByStatus(s.parcels, PARCEL_STATUSES);
    const rides = countsByStatus(s.rides, RIDE_STATUSES);
    body = (
      <>
        <dl className="stat-tiles">
          <Tile icon={<Users size={16} aria-hidden="true" />} label={t('admin.stats.users')} value={number(s.users)} />
          <Tile
            icon={<BadgeCheck size={16} aria-hidden="true" />}
            label={t('admin.stats.verified')}
            value={number(s.verifiedUsers)}
          />
          <Tile
            icon={<Flag size={16} aria-hidden="true" />}
            label={t('admin.stats.openReports')}
            value={number(s.openReports)}
            tone={s.openReports > 0 ? 'alert' : undefined}
          />
          <Tile
            icon={<CheckCircle2 size={16} aria-hidden="true" />}
            label={t('admin.stats.deliveries30d')}
            value={number(s.deliveries30d)}
          />
        </dl>
        <StatusCounts
          title={t('admin.stats.parcels')}
          total={t('admin.stats.total', { count: parcels.total, formatted: number(parcels.total) })}
          items={parcels.items}
          none={t('admin.stats.none')}
          tag={(status: ParcelStatus) => <ParcelStatusTag status={status} />}
        />
        <StatusCounts
          title={t('admin.stats.rides')}
          total={t('admin.stats.total', { count: rides.total, formatted: number(rides.total) })}
          items={rides.items}
          none={t('admin.stats.none')}
          tag={(status: RideStatus) => <RideStatusTag status={status} />}
        />
      </>
    );
  }
  return (
    <section className="card admin-stats" aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="admin-stats__title">
        {t('admin.stats.title')}
      </h2>
      {body}
    </section>
  );
}
