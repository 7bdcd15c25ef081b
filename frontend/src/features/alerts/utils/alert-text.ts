import type { TFunction } from 'i18next';

import { cityName, formatDay } from '@/lib/format';
import type { Alert } from '@/types/api';

/** alertRoute words a saved route with its kind: "Parcels from Kyiv to Lviv" (uk: "Посилки: Київ → Львів"). */
export const alertRoute = (t: TFunction, alert: Pick<Alert, 'kind' | 'from' | 'to'>): string =>
  t(`alerts.kinds.${alert.kind}.route`, { from: cityName(alert.from), to: cityName(alert.to) });

/** alertAbout words a saved route inside a sentence: "parcels from Kyiv to Lviv". */
export const alertAbout = (t: TFunction, alert: Pick<Alert, 'kind' | 'from' | 'to'>): string =>
  t(`alerts.kinds.${alert.kind}.about`, { from: cityName(alert.from), to: cityName(alert.to) });

/**
 * alertDates words a saved route's days: "Any date", one day ("Wed, 12 Mar"), a span ("Wed, 12 Mar – Fri, 14
 * Mar"), or an open end ("From Wed, 12 Mar", "Until Fri, 14 Mar").
 */
export function alertDates(t: TFunction, { dateFrom, dateTo }: Pick<Alert, 'dateFrom' | 'dateTo'>): string {
  if (dateFrom && dateTo)
    return dateFrom === dateTo
      ? formatDay(dateFrom)
      : t('alerts.card.between', { from: formatDay(dateFrom), to: formatDay(dateTo) });
  if (dateFrom) return t('alerts.card.fromDate', { date: formatDay(dateFrom) });
  if (dateTo) return t('alerts.card.untilDate', { date: formatDay(dateTo) });
  return t('alerts.card.anyDate');
}
