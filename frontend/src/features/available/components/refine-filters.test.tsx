import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import i18n, { i18nReady } from '@/i18n';

import { RefineFilters } from './refine-filters';

describe('RefineFilters', () => {
  beforeAll(async () => {
    await i18nReady;
    await act(() => i18n.changeLanguage('en'));
  });

  it('opens behind its button, counts the filters set, and sets or clears one at a time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onClear = vi.fn();
    render(<RefineFilters kind="parcels" value={{ size: 'L', maxDetour: 0 }} onChange={onChange} onClear={onClear} />);
    const toggle = screen.getByRole('button', { name: 'Filters, active: 2' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const group = screen.getByRole('group', { name: 'Filters' });
    expect(screen.getByLabelText('Parcel size')).toHaveValue('L');
    expect(screen.queryByLabelText('Vehicle')).toBeNull(); // a parcel's list has no vehicle
    expect(screen.getByLabelText('Detour')).toHaveValue('0');
    await user.selectOptions(screen.getByLabelText("Sender's rating"), '4.5 ★ and up');
    expect(onChange).toHaveBeenLastCalledWith({ size: 'L', maxDetour: 0, minRating: 4.5 });
    await user.selectOptions(screen.getByLabelText('Parcel size'), 'Any');
    expect(onChange).toHaveBeenLastCalledWith({ size: undefined, maxDetour: 0 });
    await user.click(within(group).getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('offers the vehicle on the rides’ list, and a value from a shared link that is not among its choices', () => {
    render(<RefineFilters kind="rides" value={{ vehicle: 'scooter', minRating: 3.5 }} onChange={() => {}} />);
    expect(screen.getByLabelText('Vehicle')).toHaveValue('scooter');
    expect(screen.getByLabelText("Driver's rating")).toHaveValue('3.5');
    expect(screen.queryByLabelText('Parcel size')).toBeNull();
    expect(screen.queryByText('Clear filters')).toBeNull(); // no onClear, no button
  });
});
