import { describe, expect, it } from 'vitest';

import { toDayInput } from '@/lib/format';
import { KYIV, LVIV } from '@/testing/parcel-fixtures';
import type { Alert } from '@/types/api';

import { alertSchema } from './alert-schema';
import { emptyAlert, sameRoute, toAlertRequest, toAlertRoute, type AlertFormValues } from './create-alert';

const day = (days: number) => toDayInput(new Date(Date.now() + days * 86_400_000));
const base: AlertFormValues = { ...emptyAlert('parcels'), from: KYIV, to: LVIV };
const issues = (v: Partial<AlertFormValues>) => {
  const result = alertSchema.safeParse({ ...base, ...v });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('saved route form rules', () => {
  it.each<[string, Partial<AlertFormValues>, Record<string, string>]>([
    ['a kind and two cities', {}, {}],
    ['no kind chosen', { kind: null }, { kind: 'required' }],
    ['an unknown kind', { kind: 'both' }, { kind: 'required' }],
    ['no cities', { from: null, to: null }, { from: 'choose_city', to: 'choose_city' }],
    ['the same city at both ends', { to: KYIV }, { to: 'same_as_from' }],
    ['a span of days', { dateFrom: day(1), dateTo: day(9) }, {}],
    ['one open end', { dateTo: day(0) }, {}],
    ['a day that has passed', { dateFrom: day(-1) }, { dateFrom: 'out_of_range' }],
    ['a day over a year away', { dateTo: day(400) }, { dateTo: 'out_of_range' }],
    ['what is no day', { dateFrom: '31/02/2030' }, { dateFrom: 'invalid' }],
    ['the last day before the first', { dateFrom: day(5), dateTo: day(2) }, { dateTo: 'before_date_from' }],
  ])('%s', (_, change, want) => {
    expect(issues(change)).toEqual(want);
  });
});

describe('a saved route as sent', () => {
  it('keeps cities only, and the days that are set', () => {
    expect(toAlertRequest(toAlertRoute(base))).toEqual({
      kind: 'parcels',
      from: { placeId: KYIV.placeId, street: '' },
      to: { placeId: LVIV.placeId, street: '' },
    });
    expect(toAlertRequest(toAlertRoute({ ...base, kind: 'rides', dateFrom: '2030-01-02' }))).toEqual({
      kind: 'rides',
      from: { placeId: KYIV.placeId, street: '' },
      to: { placeId: LVIV.placeId, street: '' },
      dateFrom: '2030-01-02',
    });
  });

  it('is told apart from the saved ones by kind, cities and days', () => {
    const saved = {
      alertId: 1,
      kind: 'parcels',
      from: { placeId: KYIV.placeId },
      to: { placeId: LVIV.placeId },
      dateFrom: '2030-01-02',
      dateTo: '2030-01-02',
    } as Alert;
    const route = {
      kind: 'parcels',
      from: KYIV.placeId,
      to: LVIV.placeId,
      dateFrom: '2030-01-02',
      dateTo: '2030-01-02',
    } as const;
    expect(sameRoute(saved, route)).toBe(true);
    expect(sameRoute(saved, { ...route, kind: 'rides' })).toBe(false);
    expect(sameRoute(saved, { ...route, to: KYIV.placeId })).toBe(false);
    expect(sameRoute(saved, { ...route, dateFrom: undefined, dateTo: undefined })).toBe(false);
    expect(
      sameRoute(
        { ...saved, dateFrom: undefined, dateTo: undefined },
        { ...route, dateFrom: undefined, dateTo: undefined },
      ),
    ).toBe(true);
  });
});
