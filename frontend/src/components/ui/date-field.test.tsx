import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import i18n, { i18nReady } from '@/i18n';
import { formatDay, parseDay, toDayInput } from '@/lib/format';

import { DateField } from './date-field';
import { DateTimeField } from './date-time-field';

/** inDays is the day `n` days from today (YYYY-MM-DD). */
const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return toDayInput(d);
};
/** typedEn and typedUk are a YYYY-MM-DD day as a person types it in English or Ukrainian. */
const typedEn = (day: string) => day.split('-').reverse().join('/');
const typedUk = (day: string) => day.split('-').reverse().join('.');

function DayHarness(props: { min?: string; max?: string; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <DateField
        name="shippingDate"
        label="Pickup date"
        value={value}
        onChange={setValue}
        min={props.min}
        max={props.max}
      />
      <output aria-label="value">{value}</output>
    </>
  );
}

function DateTimeHarness() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateTimeField
        name="departureDate"
        label="Departure date and time"
        timeLabel="Departure time"
        value={value}
        onChange={setValue}
      />
      <output aria-label="value">{value}</output>
    </>
  );
}

const value = () => screen.getByRole('status', { name: 'value' });

describe('DateField', () => {
  beforeAll(() => i18nReady);
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('reads a typed day in the interface language and spells it under the field', async () => {
    await act(() => i18n.changeLanguage('en'));
    const user = userEvent.setup();
    render(<DayHarness />);
    const input = screen.getByRole('textbox', { name: 'Pickup date' });
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    await user.type(input, '24/11/2026');
    expect(value()).toHaveTextContent('2026-11-24');
    expect(input).toHaveAccessibleDescription(formatDay('2026-11-24'));

    // Dots or spaces do too (a phone's number pad has no slash); leaving the field writes it the usual way.
    await user.clear(input);
    await user.type(input, '1.3.2027');
    expect(value()).toHaveTextContent('2027-03-01');
    await user.tab();
    expect(input).toHaveValue('01/03/2027');
  });

  it('says when what was typed is not a date, once the field is left', async () => {
    const user = userEvent.setup();
    render(<DayHarness />);
    const input = screen.getByRole('textbox', { name: 'Pickup date' });
    await user.type(input, '31/02/2027');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(document.body);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a date like 24/11/2026');
    expect(value()).toHaveTextContent('31/02/2027'); // the form's schema rejects it as it is

    await user.clear(input);
    await user.type(input, '28/02/2027');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(value()).toHaveTextContent('2027-02-28');
  });

  it('chooses a day in the calendar with the keyboard alone, within its bounds', async () => {
    const user = userEvent.setup();
    const today = inDays(0);
    render(<DayHarness min={today} max={inDays(40)} />);
    await user.click(screen.getByRole('textbox', { name: 'Pickup date' }));
    await user.tab();
    const button = screen.getByRole('button', { name: 'Pickup date: choose in the calendar' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Pickup date' });
    // Today takes the focus (once the calendar has loaded); the days before it and after the last one cannot be chosen.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Today, /));
    const yesterday = inDays(-1);
    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      expect(within(dialog).getByRole('button', { name: new RegExp(`^${dayName(yesterday)}$`) })).toBeDisabled();
    }
    expect(within(dialog).getByRole('button', { name: 'Go to the Previous Month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(dayName(inDays(8)));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(value()).toHaveTextContent(inDays(8));
    expect(screen.getByRole('textbox', { name: 'Pickup date' })).toHaveValue(typedEn(inDays(8)));

    // Escape (the dialog's cancel event) backs out and changes nothing. The calendar is a native modal <dialog>:
    // keeping Tab inside it is the browser's part, which the Playwright tests check.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(`${dayName(inDays(8))}, selected`));
    expect(screen.getByRole('dialog', { name: 'Pickup date' })).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(value()).toHaveTextContent(inDays(8));
    expect(button).toHaveFocus();
  });

  it('reads and shows days the Ukrainian way, with a Ukrainian calendar', async () => {
    await act(() => i18n.changeLanguage('uk'));
    const user = userEvent.setup();
    render(<DayHarness initial="2026-11-24" />);
    const input = screen.getByRole('textbox', { name: 'Pickup date' });
    expect(input).toHaveValue('24.11.2026');
    expect(input).toHaveAttribute('placeholder', 'дд.мм.рррр');
    await user.clear(input);
    await user.type(input, typedUk('2026-12-05'));
    expect(value()).toHaveTextContent('2026-12-05');

    await user.click(screen.getByRole('button', { name: 'Pickup date: вибрати в календарі' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pickup date' });
    expect(within(dialog).getByRole('grid', { name: /грудень 2026/i })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Перейти до наступного місяця' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Закрити календар' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('DateTimeField', () => {
  beforeAll(() => i18nReady);
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('takes a day and a time on the 24-hour clock in Ukrainian', async () => {
    await act(() => i18n.changeLanguage('uk'));
    const user = userEvent.setup();
    render(<DateTimeHarness />);
    expect(screen.getByRole('group', { name: 'Departure date and time' })).toBeInTheDocument();
    const day = screen.getByRole('textbox', { name: 'Departure date and time' });
    const time = screen.getByRole('textbox', { name: 'Departure time' });
    expect(time).toHaveAttribute('placeholder', 'гг:хх');

    await user.type(day, '24.11.2026');
    await user.type(time, '1945');
    expect(value()).toHaveTextContent('2026-11-24T19:45');
    expect(day).toHaveAccessibleDescription(/^вт, 24 лист\..* 19:45$/);
    await user.click(document.body);
    expect(time).toHaveValue('19:45');
  });

  it('says a day without a time is not complete, once the field is left', async () => {
    const user = userEvent.setup();
    render(<DateTimeHarness />);
    const day = screen.getByRole('textbox', { name: 'Departure date and time' });
    const time = screen.getByRole('textbox', { name: 'Departure time' });
    expect(time).toHaveAttribute('placeholder', 'hh:mm');
    await user.type(day, '24/11/2026');
    await user.tab(); // the calendar button: still inside the field, so no complaint yet
    expect(day).not.toHaveAttribute('aria-invalid');
    await user.click(document.body);
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(/Enter a date like 24\/11\/2026 and a time like 07:30/);
    expect(value()).toHaveTextContent('2026-11-24T');

    await user.type(time, '7:05');
    expect(value()).toHaveTextContent('2026-11-24T07:05');
    expect(day).not.toHaveAttribute('aria-invalid');
    await user.type(time, '{Backspace>5}25:00');
    expect(value()).toHaveTextContent('2026-11-24T25:00'); // no such hour: the form's schema says so
  });
});

/** dayName is how the calendar names a day's button: "Tuesday, November 24th, 2026". */
function dayName(day: string): string {
  const name = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(parseDay(day));
  return name.replace(
    /^(\w+) (\d+) (\w+) (\d+)$/,
    (_, weekday: string, d: string, month: string, year: string) =>
      `${weekday}, ${d}${ordinal(Number(d))} ${month} ${year}`,
  );
}

const ordinal = (n: number) =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
