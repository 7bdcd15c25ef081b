import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { PersonLink } from '@/components/ui/person-link';
import { formatDateTime, formatRelative, personName } from '@/lib/format';
import type { AuditEntry } from '@/types/api';

import { useAudit } from '../api/get-audit';
import { knownAuditAction } from '../utils/audit';
import { resolvedAction } from '../utils/resolve';

import { PagedList } from './paged-list';

import './admin.css';

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  // A resolved report's details are its action's code: said in words.
  const detailsText = (details: string) => {
    const resolved = resolvedAction(details);
    return resolved ? t(`admin.reports.resolvedAs.${resolved}`) : details;
  };
  const action = knownAuditAction(entry.action);
  return (
    <div className="card-item audit-item">
      <div className="audit-item__top">
        <p className="audit-item__what">{action ? t(`admin.audit.actions.${action}`) : entry.action}</p>
        <time className="muted audit-item__when" dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
          {formatRelative(entry.createdAt)}
        </time>
      </div>
      <p className="audit-item__who">
        <span className="muted">{t('admin.audit.by')}</span>{' '}
        {entry.admin ? (
          <PersonLink userId={entry.admin.userId}>{personName(entry.admin)}</PersonLink>
        ) : (
          t('admin.audit.commandLine')
        )}
      </p>
      {(entry.targetUserId || entry.targetReportId) && (
        <p className="audit-item__targets">
          {entry.targetUserId ? (
            <PersonLink userId={entry.targetUserId}>
              {personName(entry.targetUser) || t('admin.audit.user', { id: entry.targetUserId })}
            </PersonLink>
          ) : null}
          {entry.targetReportId ? <span>{t('admin.audit.report', { id: entry.targetReportId })}</span> : null}
        </p>
      )}
      {entry.details && <p className="audit-item__details break">{detailsText(entry.details)}</p>}
    </div>
  );
}

/** AuditList shows what admins did, newest first, page by page: who, what, to whom, when. */
export function AuditList() {
  const { t } = useTranslation();
  const audit = useAudit();
  return (
    <PagedList
      query={audit}
      label={t('admin.audit.listLabel')}
      keyOf={(e) => e.auditId}
      empty={
        <EmptyState
          icon={<History size={28} aria-hidden="true" />}
          title={t('admin.audit.empty.title')}
          text={t('admin.audit.empty.text')}
        />
      }
    >
      {(entry) => <AuditItem entry={entry} />}
    </PagedList>
  );
}
