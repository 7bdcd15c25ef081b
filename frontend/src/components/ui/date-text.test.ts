import { describe, expect, it } from 'vitest';

import { dayText, joinDateTime, readDay, readTime, splitDateTime } from './date-text';

describe('date text', () => {
  it.each([
    ['24/11/2026', 'en', '2026-11-24'],
    ['1/3/2026', 'en', '2026-03-01'],
    ['24.11.2026', 'uk', '2026-11-24'],
    ['24 11 2026', 'uk', '2026-11-24'],
    ['2026-11-24', 'uk', '2026-11-24'],
    ['31.02.2026', 'uk', null],
    ['24.11.226', 'uk', null],
    ['24.11', 'uk', null],
    ['11/24/2026', 'en', null],
  ] as const)('reads the day %s typed in %s as %s', (typed, language, want) => {
    expect(readDay(typed, language)).toBe(want);
  });

  it.each([
    ['07:30', '07:30'],
    ['7:30', '07:30'],
    ['730', '07:30'],
    ['1945', '19:45'],
    ['9', '09:00'],
    ['23.59', '23:59'],
    ['24:00', null],
    ['7:60', null],
    ['7 pm', null],
  ])('reads the time %s as %s', (typed, want) => {
    expect(readTime(typed)).toBe(want);
  });

  it('writes and splits values as each language types them', () => {
    expect(dayText('2026-03-01', 'en')).toBe('01/03/2026');
    expect(dayText('2026-03-01', 'uk')).toBe('01.03.2026');
    expect(splitDateTime('2026-03-01T07:05', 'uk')).toEqual({ day: '01.03.2026', time: '07:05' });
    expect(joinDateTime('1.3.2026', '705', 'uk')).toBe('2026-03-01T07:05');
    expect(joinDateTime('', '', 'uk')).toBe('');
    expect(joinDateTime('1.3.2026', '', 'uk')).toBe('2026-03-01T');
    expect(splitDateTime('2026-03-01T', 'en')).toEqual({ day: '01/03/2026', time: '' });
  });
});
