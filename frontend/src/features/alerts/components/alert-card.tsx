import clsx from 'clsx';
import { CalendarDays, CarFront, Package, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { RouteLine } from '@/components/ui/route-line';
import { cityName } from '@/lib/format';
import type { Alert } from '@/types/api';

import { alertDates, alertRoute } from '../utils/alert-text';

import '@/components/ui/button.css';
import './alerts.css';

interface AlertCardProps {
  alert: Alert;
  onDelete: (alert: Alert) => void;
}

/** AlertCard is one saved route: what it tells of, the route drawn, its days, and a delete button. */
export function AlertCard({ alert, onDelete }: AlertCardProps) {
  const { t } = useTranslation();
  const Icon = alert.kind === 'parcels' ? Package : CarFront;
  const route = alertRoute(t, alert);
  return (
    <article className="card alert-card" aria-label={route}>
      <div className="alert-card__top">
        <span className={clsx('alert-card__icon', `alert-card__icon--${alert.kind}`)}>
          <Icon size={22} aria-hidden="true" />
        </span>
        <h3 className="alert-card__kind">{t(`alerts.kinds.${alert.kind}.heading`)}</h3>
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={t('alerts.card.delete', { route })}
          onClick={() => onDelete(alert)}
        >
          <Trash2 size={20} aria-hidden="true" />
        </button>
      </div>
      <RouteLine
        compact
        from={{ label: t('alerts.form.from'), place: cityName(alert.from) }}
        to={{ label: t('alerts.form.to'), place: cityName(alert.to) }}
      />
      <p className="alert-card__dates">
        <CalendarDays size={16} aria-hidden="true" />
        <span className="sr-only">{t('alerts.card.datesLabel')} </span>
        <span>{alertDates(t, alert)}</span>
      </p>
    </article>
  );
}
