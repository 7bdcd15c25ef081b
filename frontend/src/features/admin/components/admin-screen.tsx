import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Tabs } from '@/components/ui/tabs';
import { isNotFound } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AdminReportStatus } from '@/types/api';

import { useStats } from '../api/get-stats';

import { AdminStats } from './admin-stats';
import { AuditList } from './audit-list';
import { ReportList } from './report-list';
import { UserSearch } from './user-search';

import './admin.css';

const TABS = ['reports', 'users', 'activity'] as const;
type AdminTab = (typeof TABS)[number];

const readTab = (value: string | null): AdminTab =>
  ((TABS as readonly string[]).find((t) => t === value) as AdminTab) ?? 'reports';
const readStatus = (value: string | null): AdminReportStatus => (value === 'resolved' ? 'resolved' : 'open');

/**
 * AdminScreen is the instance's admin desk: its figures, then tabs for reports (open or resolved), users (search,
 * suspend, unsuspend) and the activity log. The tab and the reports' filter live in the address (?tab=&status=),
 * so a reload or Back keeps them. The server answers 404 to anyone but an admin: that is the not-found screen.
 */
export function AdminScreen({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The screen answers at once from its own state; the address follows (for a reload, or Back from a card).
  const [tab, setTab] = useState(() => readTab(params.get('tab')));
  const [status, setStatus] = useState(() => readStatus(params.get('status')));
  const stats = useStats();
  const missing = stats.isError && isNotFound(stats.error);
  useDocumentTitle(missing ? t('layout.notFound.title') : t('admin.title'));
  if (missing) return notFound;

  const remember = (nextTab: AdminTab, nextStatus: AdminReportStatus) => {
    setTab(nextTab);
    setStatus(nextStatus);
    const query = new URLSearchParams();
    if (nextTab !== 'reports') query.set('tab', nextTab);
    if (nextTab === 'reports' && nextStatus !== 'open') query.set('status', nextStatus);
    setParams(query, { replace: true });
  };

  const items = TABS.map((value) => ({ value, label: t(`admin.tabs.${value}`) }));
  return (
    <div className="stack stack--lg">
      <header className="page-header">
        <h1 className="page-title">{t('admin.title')}</h1>
        <p className="muted">{t('admin.subtitle')}</p>
      </header>
      <AdminStats stats={stats} onRetry={() => void stats.refetch()} />
      <Tabs label={t('admin.tabs.label')} items={items} value={tab} onChange={(value) => remember(value, status)}>
        {tab === 'reports' && <ReportList status={status} onStatusChange={(value) => remember('reports', value)} />}
        {tab === 'users' && <UserSearch />}
        {tab === 'activity' && <AuditList />}
      </Tabs>
    </div>
  );
}
