import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import i18n, { i18nReady } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { json } from '@/testing/fetch-mock';
import type { Place } from '@/types/api';

import { CityCombobox } from './city-combobox';

const place = (placeId: number, nameEn: string, nameUk: string, region: string): Place => ({
  placeId,
  name: nameEn,
  region,
  nameEn,
  nameUk,
  country: 'UA',
  lat: 50,
  lng: 30,
});
const KYIV = place(703448, 'Kyiv', 'Київ', 'Kyiv');
const KYIVSKE = place(1, 'Kyivske', 'Київське', 'Donetsk Oblast');
const LVIV = place(702550, 'Lviv', 'Львів', 'Lviv Oblast');

// The gazetteer stub: cities whose English name starts with q; records every query it is asked.
let asked: URLSearchParams[] = [];
function stubPlaces() {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const query = new URL(String(input), 'http://localhost').searchParams;
      asked.push(query);
      const q = (query.get('q') ?? '').toLowerCase();
      const uk = query.get('lang') === 'uk';
      const found = [KYIV, KYIVSKE, LVIV].filter((p) => p.nameEn.toLowerCase().startsWith(q));
      return json(
        200,
        found.map((p) => (uk ? { ...p, name: p.nameUk } : p)),
      );
    }),
  );
}

function Harness({ onChange }: { onChange: (p: Place | null) => void }) {
  const [value, setValue] = useState<Place | null>(null);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <CityCombobox
        name="from"
        label="Delivery from"
        value={value}
        onChange={(p) => {
          setValue(p);
          onChange(p);
        }}
      />
      <button type="submit">Send</button>
      <button type="button" onClick={() => setValue(null)}>
        Clear
      </button>
    </form>
  );
}

function setup() {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness onChange={onChange} />
    </QueryClientProvider>,
  );
  return { user, onChange, input: screen.getByRole('combobox', { name: 'Delivery from' }) };
}

describe('CityCombobox', () => {
  beforeAll(() => i18nReady);
  beforeEach(stubPlaces);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('is a collapsed combobox wired to its listbox until something is typed', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const list = document.getElementById(input.getAttribute('aria-controls')!);
    expect(list).toHaveAttribute('role', 'listbox');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('asks once after typing pauses, then moves with the arrows and picks with Enter', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'Kyi');
    const options = await screen.findAllByRole('option');
    // Kyiv is its own region: named once.
    expect(options.map((o) => o.textContent)).toEqual(['Kyiv', 'KyivskeDonetsk Oblast']);
    // Debounced: one request for the whole word, in the interface language.
    expect(asked.map((q) => `${q.get('q')}/${q.get('lang')}`)).toEqual(['Kyi/en']);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowDown}'); // wraps around
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowUp}{Enter}');

    expect(onChange).toHaveBeenLastCalledWith(KYIV);
    expect(input).toHaveValue('Kyiv');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes with Escape without choosing, and Enter in the open list does not submit the form', async () => {
    const { user, input, onChange } = setup();
    const submitted = vi.fn((e: Event) => e.preventDefault());
    input.closest('form')!.addEventListener('submit', submitted);
    await user.type(input, 'Lv');
    await screen.findByRole('option', { name: /Lviv/ });
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Lv');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks with a click, and typing again forgets the choice', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'l');
    await user.click(await screen.findByRole('option', { name: /Lviv/ }));
    expect(onChange).toHaveBeenLastCalledWith(LVIV);
    expect(input).toHaveValue('Lviv');
    expect(input).toHaveFocus();

    await user.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('Lvivx');
  });

  it('empties the input when the chosen city is cleared elsewhere', async () => {
    const { user, input } = setup();
    await user.type(input, 'l');
    await user.click(await screen.findByRole('option', { name: /Lviv/ }));
    expect(input).toHaveValue('Lviv');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'Zzz');
    // Shown in the popup and announced through the status region.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No cities found'));
    expect(screen.getAllByText(/No cities found/)).toHaveLength(2);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('searches and names cities in Ukrainian when the interface is Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    const { user, input, onChange } = setup();
    await user.type(input, 'Kyi');
    await screen.findByRole('option', { name: /Київське/ });
    expect(asked.at(-1)?.get('lang')).toBe('uk');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ placeId: KYIV.placeId }));
    await waitFor(() => expect(input).toHaveValue('Київ'));
  });
});
