import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ClampedText } from '@/components/ui/clamped-text';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PersonLink } from '@/components/ui/person-link';
import { ParcelStatusTag, RideStatusTag } from '@/components/ui/status-tag';
import { formatDateTime, formatRelative, personName } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { ParcelStatus, RideStatus } from '@/types/api';
import type { AdminReport, ResolveAction } from '@/types/api';

import { useResolveReport } from '../api/resolve-report';
import { adminErrorMessage } from '../utils/messages';
import { resolvedAction } from '../utils/resolve';

import { ReasonDialog } from './reason-dialog';

import '@/components/ui/item-card.css';
import '@/components/ui/status-tag.css';
import './admin.css';

function ListingStatus({ report }: { report: AdminReport }) {
  const { kind, status } = report.target;
  if (!status) return null;
  if (kind === 'parcel') return <ParcelStatusTag status={status as ParcelStatus} />;
  if (kind === 'ride') return <RideStatusTag status={status as RideStatus} />;
  return null;
}

/**
 * ReportActions offers what an admin can do about an open report: dismiss it or remove the listing after a question,
 * or suspend the user with a reason (kept in the audit log and shown on the account).
 */
function ReportActions({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const resolve = useResolveReport();
  const [action, setAction] = useState<ResolveAction | null>(null);
  const owner = personName(report.target.owner);
  const listing = report.target.kind !== 'user';

  const done = (resolved: ResolveAction) => {
    toast.success(t(`admin.reports.done.${resolved}`, { name: owner }));
    setAction(null);
  };
  const confirm = (resolved: Exclude<ResolveAction, 'suspend_user'>) =>
    resolve.mutate(
      { reportId: report.reportId, action: resolved, reason: '' },
      {
        onSuccess: () => done(resolved),
        onError: (err) => {
          toast.error(adminErrorMessage(err), { id: 'admin-resolve-error' });
          setAction(null);
        },
      },
    );

  return (
    <div className="report-card__actions">
      <Button variant="secondary" className="btn--small" onClick={() => setAction('dismiss')}>
        {t('admin.reports.actions.dismiss')}
      </Button>
      {listing && (
        <Button
          variant="secondary"
          className="btn--small btn--danger-outline"
          onClick={() => setAction('remove_listing')}
        >
          {t('admin.reports.actions.removeListing')}
        </Button>
      )}
      {!report.target.ownerSuspended && (
        <Button variant="danger" className="btn--small" onClick={() => setAction('suspend_user')}>
          {t('admin.reports.actions.suspendUser')}
        </Button>
      )}
      {action === 'suspend_user' && (
        <ReasonDialog
          title={t('admin.reports.dialog.suspend_user.title', { name: owner })}
          text={t('admin.reports.dialog.suspend_user.text')}
          confirmLabel={t('admin.reports.dialog.suspend_user.confirm')}
          onSubmit={async (reason) => {
            await resolve.mutateAsync({ reportId: report.reportId, action: 'suspend_user', reason });
            done('suspend_user');
          }}
          onClose={() => setAction(null)}
        />
      )}
      <ConfirmDialog
        open={action === 'dismiss' || action === 'remove_listing'}
        tone={action === 'dismiss' ? 'primary' : 'danger'}
        title={action ? t(`admin.reports.dialog.${action}.title`, { name: owner }) : ''}
        text={action ? t(`admin.reports.dialog.${action}.text`, { name: owner }) : ''}
        confirmLabel={action ? t(`admin.reports.dialog.${action}.confirm`) : ''}
        cancelLabel={t('admin.dialog.back')}
        busy={resolve.isPending}
        onCancel={() => setAction(null)}
        onConfirm={() => action && action !== 'suspend_user' && confirm(action)}
      />
    </div>
  );
}

/**
 * ReportCard is one report: why, the reporter's words, what it is about (the user, or the listing with its route,
 * state and owner) and who sent it; open ones end with the actions, resolved ones with what was done.
 */
export function ReportCard({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const { target } = report;
  const owner = personName(target.owner);
  const ownerRole = t(`admin.reports.owner.${target.kind}`);
  return (
    <article className="card-item report-card" aria-label={t('admin.reports.cardLabel', { name: owner })}>
      <div className="report-card__top">
        <h3 className="report-card__reason">{t(`report.reasons.${report.reason}`)}</h3>
        <time className="muted report-card__when" dateTime={report.createdAt} title={formatDateTime(report.createdAt)}>
          {formatRelative(report.createdAt)}
        </time>
      </div>
      {report.details && (
        <ClampedText text={report.details} moreLabel={t('admin.reports.more')} lessLabel={t('admin.reports.less')} />
      )}
      <dl className="report-card__facts">
        <div>
          <dt>{t('admin.reports.about')}</dt>
          <dd className="report-card__target">
            <span>{t(`admin.reports.kinds.${target.kind}`)}</span>
            {target.route && (
              <span className="break">
                {target.route.from} → {target.route.to}
              </span>
            )}
            <ListingStatus report={report} />
          </dd>
        </div>
        <div>
          <dt>{ownerRole}</dt>
          <dd className="report-card__person">
            <PersonLink userId={target.owner.deleted ? undefined : target.owner.userId}>{owner}</PersonLink>
            {target.ownerSuspended && <span className="tag tag--red">{t('admin.badges.suspended')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('admin.reports.from')}</dt>
          <dd>
            <PersonLink userId={report.reporter.deleted ? undefined : report.reporter.userId}>
              {personName(report.reporter)}
            </PersonLink>
          </dd>
        </div>
      </dl>
      {report.status === 'open' ? (
        <ReportActions report={report} />
      ) : (
        <p className="report-card__resolution">
          <span className="tag tag--green">
            {t(`admin.reports.resolvedAs.${resolvedAction(report.action) ?? 'none'}`)}
          </span>
          {report.resolvedAt && (
            <time className="muted" dateTime={report.resolvedAt} title={formatDateTime(report.resolvedAt)}>
              {t('admin.reports.resolvedAt', { when: formatRelative(report.resolvedAt) })}
            </time>
          )}
        </p>
      )}
    </article>
  );
}
