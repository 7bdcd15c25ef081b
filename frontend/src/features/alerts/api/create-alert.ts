import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { toDayInput } from '@/lib/format';
import type { Alert, AlertKind, AlertRequest } from '@/types/api';

import type { AlertFormValues } from './alert-schema';
import { alertKeys } from './get-alerts';

/** ALERT_KINDS in the order the form offers them. */
export const ALERT_KINDS = ['parcels', 'rides'] as const satisfies readonly AlertKind[];

/** SERVER_FIELDS maps the server's field names onto the form's where they differ. */
export const SERVER_FIELDS = { 'from.placeId': 'from', 'to.placeId': 'to' } as const;

/** alertDateRange is the span of dates the server takes for a saved route: today to a year ahead (local dates). */
export function alertDateRange(now = new Date()): { min: string; max: string } {
  const max = new Date(now);
  max.setFullYear(max.getFullYear() + 1);
  return { min: toDayInput(now), max: toDayInput(max) };
}

/** isKind tells whether a form's kind is one of ALERT_KINDS. */
export const isKind = (kind: string | null | undefined): kind is AlertKind =>
  (ALERT_KINDS as readonly string[]).includes(kind ?? '');

/** AlertFormValues is what the form holds: cities as chosen places, days as YYYY-MM-DD or "" (alert-schema.ts). */
export type { AlertFormValues };

/** emptyAlert is a blank form, with a kind already chosen or none. */
export const emptyAlert = (kind: AlertKind | null): AlertFormValues => ({
  kind,
  from: null,
  to: null,
  dateFrom: '',
  dateTo: '',
});

/** AlertRoute is a saved route as asked for: what, between which cities (place ids), and the optional days. */
export interface AlertRoute {
  kind: AlertKind;
  from: number;
  to: number;
  dateFrom?: string;
  dateTo?: string;
}

/** toAlertRequest is a route as POST /api/alerts takes it (saved routes keep cities only, no street). */
export const toAlertRequest = ({ kind, from, to, dateFrom, dateTo }: AlertRoute): AlertRequest => ({
  kind,
  from: { placeId: from, street: '' },
  to: { placeId: to, street: '' },
  ...(dateFrom ? { dateFrom } : {}),
  ...(dateTo ? { dateTo } : {}),
});

/** toAlertRoute reads a checked form (alertSchema passed) as the route to save. */
export const toAlertRoute = (v: AlertFormValues): AlertRoute => ({
  kind: v.kind as AlertKind,
  from: v.from?.placeId ?? 0,
  to: v.to?.placeId ?? 0,
  dateFrom: v.dateFrom || undefined,
  dateTo: v.dateTo || undefined,
});

/** sameRoute tells whether a saved route is the one asked for: the same kind, cities and days. */
export const sameRoute = (alert: Alert, route: AlertRoute): boolean =>
  alert.kind === route.kind &&
  alert.from.placeId === route.from &&
  alert.to.placeId === route.to &&
  (alert.dateFrom ?? '') === (route.dateFrom ?? '') &&
  (alert.dateTo ?? '') === (route.dateTo ?? '');

/** createAlert saves a route: 400 with field codes, 409 too_many_alerts past MAX_ALERTS, 429 when rate limited. */
export const createAlert = (route: AlertRoute) => api.post<Alert>('/api/alerts', toAlertRequest(route));

/** useCreateAlert saves a route and puts it first in the cached list, then refreshes the list. */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: (created) => {
      queryClient.setQueryData<Alert[]>(alertKeys.list(), (list) => (list ? [created, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}
