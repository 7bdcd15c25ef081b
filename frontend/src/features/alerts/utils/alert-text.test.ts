import { afterEach, describe, expect, it } from 'vitest';

import i18n from '@/i18n';
import { address, KYIV, LVIV } from '@/testing/parcel-fixtures';

import { alertAbout, alertDates, alertRoute } from './alert-text';

const route = { kind: 'parcels', from: address(KYIV), to: address(LVIV) } as const;

describe('a saved route in words', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names its kind and cities in English and Ukrainian', async () => {
    await i18n.changeLanguage('en');
    expect(alertRoute(i18n.t, route)).toBe('Parcels from Kyiv to Lviv');
    expect(alertRoute(i18n.t, { ...route, kind: 'rides' })).toBe('Rides from Kyiv to Lviv');
    expect(alertAbout(i18n.t, route)).toBe('parcels from Kyiv to Lviv');
    await i18n.changeLanguage('uk');
    // Ukrainian city names would need declining after "з" and "до": an arrow keeps them as they are.
    expect(alertRoute(i18n.t, route)).toBe('Посилки: Київ → Львів');
    expect(alertAbout(i18n.t, { ...route, kind: 'rides' })).toBe('поїздки на маршруті Київ → Львів');
  });

  it('words its days: none, one, a span, or an open end', async () => {
    await i18n.changeLanguage('en');
    expect(alertDates(i18n.t, {})).toBe('Any date');
    expect(alertDates(i18n.t, { dateFrom: '2030-03-12', dateTo: '2030-03-12' })).toBe('Tue, 12 Mar 2030');
    expect(alertDates(i18n.t, { dateFrom: '2030-03-12', dateTo: '2030-03-14' })).toBe(
      'Tue, 12 Mar 2030 – Thu, 14 Mar 2030',
    );
    expect(alertDates(i18n.t, { dateFrom: '2030-03-12' })).toBe('From Tue, 12 Mar 2030');
    expect(alertDates(i18n.t, { dateTo: '2030-03-14' })).toBe('Until Thu, 14 Mar 2030');
    await i18n.changeLanguage('uk');
    expect(alertDates(i18n.t, {})).toBe('Будь-яка дата');
    expect(alertDates(i18n.t, { dateTo: '2030-03-14' })).toMatch(/^До чт, 14 бер/);
  });
});
