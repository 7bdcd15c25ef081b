import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import i18n, { i18nReady } from '@/i18n';
import type { CityFieldProps } from '@/types/city-field';

import { SearchFilters, type FilterValues } from './search-filters';

const NoCity = ({ label }: CityFieldProps) => <span>{label}</span>;

function Harness({ onChange }: { onChange: (next: FilterValues) => void }) {
  const [value, setValue] = useState<FilterValues>({ from: null, to: null, date: '' });
  return (
    <SearchFilters
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      CityField={NoCity}
      clearable={value.date !== ''}
      onClear={() => setValue({ from: null, to: null, date: '' })}
    />
  );
}

describe('SearchFilters', () => {
  beforeAll(async () => {
    await i18nReady;
    await act(() => i18n.changeLanguage('en'));
  });

  it('applies a day once it reads as one, says when it does not, and clears', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const date = screen.getByRole('textbox', { name: 'Date' });

    await user.type(date, '5/1/2027');
    expect(onChange).toHaveBeenCalledTimes(1); // not at every keystroke before it is a whole date
    expect(onChange).toHaveBeenLastCalledWith({ from: null, to: null, date: '2027-01-05' });
    expect(date).toHaveAccessibleDescription(/5 Jan 2027/);

    await user.clear(date);
    expect(onChange).toHaveBeenLastCalledWith({ from: null, to: null, date: '' });
    onChange.mockClear();
    await user.type(date, '40/1/2027');
    await user.click(document.body);
    expect(onChange).not.toHaveBeenCalled();
    expect(date).toHaveAccessibleDescription('Enter a date like 24/11/2026');

    await user.clear(date);
    await user.type(date, '06.01.2027');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(date).toHaveValue('');
  });
});
