import { describe, expect, it } from 'vitest';

import { addDays, checkRepeat, toRepeat, untilRange, type RepeatValues } from './ride-repeat';

const issues = (repeat: RepeatValues, departure = '2030-05-06T08:00') => {
  const out: Record<string, string> = {};
  checkRepeat(repeat, departure, (path, code) => (out[path] = code), new Date(2030, 0, 1));
  return out;
};

describe('a regular trip in the ride form', () => {
  it('ends at most 12 weeks after the departure day, across months and the clock change', () => {
    expect(addDays('2030-03-20', 12)).toBe('2030-04-01');
    expect(untilRange('2030-05-06T08:00', new Date(2030, 0, 1))).toEqual({ min: '2030-05-06', max: '2030-07-29' });
    expect(untilRange('')).toBeUndefined();
    // Never past a year from today, as every departure.
    expect(untilRange('2030-12-20T08:00', new Date(2030, 0, 1))).toEqual({ min: '2030-12-20', max: '2031-01-01' });
  });

  it('asks for days and a last day within the bounds, the codes the server answers', () => {
    expect(issues({ on: false, weekdays: [], until: '' })).toEqual({});
    expect(issues({ on: true, weekdays: [], until: '' })).toEqual({
      'repeat.weekdays': 'required',
      'repeat.until': 'required',
    });
    expect(issues({ on: true, weekdays: [1], until: '2030-05-05' })).toEqual({ 'repeat.until': 'before_departure' });
    expect(issues({ on: true, weekdays: [1], until: '2030-07-30' })).toEqual({ 'repeat.until': 'too_far' });
    expect(issues({ on: true, weekdays: [1], until: '2030-07-29' })).toEqual({});
  });

  it('sends the days in order, and nothing for a single ride', () => {
    expect(toRepeat({ on: true, weekdays: [3, 1], until: '2030-05-20' })).toEqual({
      weekdays: [1, 3],
      until: '2030-05-20',
    });
    expect(toRepeat({ on: false, weekdays: [3], until: '2030-05-20' })).toBeUndefined();
  });
});
