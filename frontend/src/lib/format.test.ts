import { describe, expect, it } from 'vitest';

import {
  cityName,
  displayPhone,
  formatAlong,
  formatDay,
  formatPrice,
  formatShortDay,
  formatRating,
  formatRelative,
  parseDay,
  countBadge,
  personName,
  toDateTimeInput,
  toDayInput,
} from './format';

describe('format', () => {
  it('writes prices in whole hryvnias with the sign, grouped the language’s way', () => {
    expect(formatPrice(150, 'en')).toBe('₴150');
    expect(formatPrice(100000, 'en')).toBe('₴100,000');
    expect(formatPrice(1500, 'uk').replace(/\s/g, ' ')).toBe('₴1 500');
  });

  it('writes ratings with one decimal, the language’s way', () => {
    expect(formatRating(4.5, 'en')).toBe('4.5');
    expect(formatRating(4.5, 'uk')).toBe('4,5');
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(formatRating(3.96, 'uk')).toBe('4,0');
  });

  it('names a person by name and surname initial', () => {
    expect(personName({ name: 'Olena', surname: 'K.' })).toBe('Olena K.');
    expect(personName({ name: 'Olena', surname: '' })).toBe('Olena');
    expect(personName({ name: '', surname: '', deleted: true })).toBe('Deleted account');
    expect(personName({ name: '', surname: '' })).toBe('');
    expect(personName(null)).toBe('');
  });

  it('reads calendar dates as local days and names them in the language', () => {
    const year = new Date().getFullYear();
    expect(parseDay(`${year}-03-12`).getDate()).toBe(12);
    expect(formatDay(`${year}-03-12`, 'en')).toMatch(/12 Mar$/);
    expect(formatDay(`${year}-03-12`, 'uk')).toMatch(/12 бер\.$/);
    expect(formatDay(`${year + 1}-03-12`, 'en')).toContain(String(year + 1));
  });

  it('fills date inputs with local values', () => {
    const d = new Date(2030, 0, 5, 7, 3);
    expect(toDayInput(d)).toBe('2030-01-05');
    expect(toDateTimeInput(d)).toBe('2030-01-05T07:03');
  });

  it('names a city in the interface language', () => {
    expect(cityName({ city: 'Kyiv', cityUk: 'Київ' }, 'uk')).toBe('Київ');
    expect(cityName({ city: 'Kyiv', cityUk: 'Київ' }, 'en')).toBe('Kyiv');
    expect(cityName({ city: 'Kyiv', cityUk: '' }, 'uk')).toBe('Kyiv');
  });

  it('groups Ukrainian numbers and leaves others as stored', () => {
    expect(displayPhone('+380671234567')).toBe('+380 67 123 4567');
    expect(displayPhone('+48123456789')).toBe('+48123456789');
  });

  it('writes how long ago something happened, and from a week back the day', () => {
    const now = new Date('2030-05-12T12:00:00Z');
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
    expect(formatRelative(ago(20), now, 'en')).toBe('now');
    expect(formatRelative(ago(-30), now, 'en')).toBe('now');
    expect(formatRelative(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(formatRelative(ago(5 * 60), now, 'uk')).toBe('5 хвилин тому');
    expect(formatRelative(ago(3 * 3600 + 59), now, 'en')).toBe('3 hours ago');
    expect(formatRelative(ago(30 * 3600), now, 'en')).toBe('yesterday');
    expect(formatRelative(ago(30 * 3600), now, 'uk')).toBe('учора');
    expect(formatRelative(ago(3 * 86_400), now, 'en')).toBe('3 days ago');
    expect(formatRelative('2030-03-12T12:00:00Z', now, 'en')).toMatch(/^12 Mar(,? 2030)?$/);
  });
});

describe('countBadge', () => {
  it('counts up to 9 on the badge, then 9+', () => {
    expect(countBadge(1)).toBe('1');
    expect(countBadge(9)).toBe('9');
    expect(countBadge(10)).toBe('9+');
    expect(countBadge(250)).toBe('9+');
  });

  it('writes when a ride passes a place: the time on its departure’s day, else with the date', () => {
    const departure = new Date(2026, 11, 14, 9, 0).toISOString();
    expect(formatAlong(new Date(2026, 11, 14, 10, 55).toISOString(), departure, 'en')).toBe('10:55');
    expect(formatAlong(new Date(2026, 11, 15, 1, 10).toISOString(), departure, 'en')).toMatch(/15 Dec.*01:10$/);
  });

  it('writes the later days of a regular trip short: weekday and day', () => {
    expect(formatShortDay('2026-12-18', 'en')).toBe('Fri 18');
    expect(formatShortDay('2026-12-18', 'uk')).toMatch(/^пт,? 18$/);
  });
});
