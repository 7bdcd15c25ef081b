import clsx from 'clsx';
import { Flag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import type { AdminReportStatus } from '@/types/api';

import { useReports } from '../api/get-reports';

import { PagedList } from './paged-list';
import { ReportCard } from './report-card';

import '@/components/ui/choice-tiles.css';
import './admin.css';

const STATUSES = ['open', 'resolved'] as const satisfies readonly AdminReportStatus[];

interface ReportListProps {
  status: AdminReportStatus;
  onStatusChange: (status: AdminReportStatus) => void;
}

/** ReportList shows the open or the resolved reports, newest first, page by page. */
export function ReportList({ status, onStatusChange }: ReportListProps) {
  const { t } = useTranslation();
  const id = useId();
  const reports = useReports(status);
  return (
    <div className="stack">
      <fieldset className="chips admin-filter" role="radiogroup">
        <legend className="sr-only">{t('admin.reports.filter')}</legend>
        <div className="chips__list">
          {STATUSES.map((value) => (
            <label key={value} className={clsx('chip', status === value && 'chip--checked')}>
              <input
                type="radio"
                className="tile-radio"
                name={`${id}-status`}
                value={value}
                checked={status === value}
                onChange={() => onStatusChange(value)}
              />
              <span>{t(`admin.reports.status.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <PagedList
        query={reports}
        label={t(`admin.reports.listLabel.${status}`)}
        keyOf={(r) => r.reportId}
        empty={
          <EmptyState
            icon={<Flag size={28} aria-hidden="true" />}
            title={t(`admin.reports.empty.${status}.title`)}
            text={t(`admin.reports.empty.${status}.text`)}
          />
        }
      >
        {(report) => <ReportCard report={report} />}
      </PagedList>
    </div>
  );
}
