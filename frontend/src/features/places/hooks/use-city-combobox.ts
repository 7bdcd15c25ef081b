import { useState, type ChangeEvent, type KeyboardEvent } from 'react';

import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Language, Place } from '@/types/api';

import { usePlaceSearch } from '../api/search-places';
import { placeName } from '../utils/place-name';

/** SEARCH_DELAY_MS is how long typing must pause before the gazetteer is asked. */
export const SEARCH_DELAY_MS = 150;

/** ComboboxStatus is what the popup shows: nothing yet, a search under way, cities, none, or a failure. */
export type ComboboxStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

interface Options {
  value: Place | null;
  onChange: (place: Place | null) => void;
  lang: Language;
}

/**
 * useCityCombobox is the state of a city autocomplete (WAI-ARIA 1.2 combobox with a listbox popup, list
 * autocomplete, no automatic selection): what is typed, whether the list is open, the active option, and the
 * keyboard. Typing forgets the chosen city, so the field stays invalid until a city is picked from the list.
 */
export function useCityCombobox({ value, onChange, lang }: Options) {
  const chosen = value ? placeName(value, lang) : '';
  const [text, setText] = useState(chosen);
  const [shown, setShown] = useState(chosen);
  // A city chosen elsewhere (a restored draft, a language switch) replaces what the input shows; one cleared
  // elsewhere ("Clear filters") empties it, while one forgotten by typing keeps what was typed.
  if (chosen !== shown) {
    setShown(chosen);
    if (chosen) setText(chosen);
    else if (text === shown) setText('');
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = text.trim();
  const query = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const search = usePlaceSearch(open ? query : '', lang);
  const expanded = open && typed !== '';
  const options = expanded && query !== '' ? (search.data ?? []) : [];
  const loading = expanded && (query !== typed || search.isFetching);
  // An arrow pressed before the answer arrives lands on the first option once it is there.
  const current = Math.min(active, options.length - 1);
  const status: ComboboxStatus = !expanded
    ? 'idle'
    : search.isError
      ? 'error'
      : options.length > 0
        ? 'results'
        : loading
          ? 'loading'
          : 'empty';

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (place: Place) => {
    onChange(place);
    setText(placeName(place, lang));
    close();
  };

  const onInputChange = (e: ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value);
    setOpen(true);
    setActive(-1);
    if (value) onChange(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open || e.altKey) setActive(e.altKey ? -1 : 0);
        else setActive(count ? (current + 1) % count : 0);
        setOpen(true);
        break;
      case 'ArrowUp':
        e.preventDefault();
        setActive(open && count ? (current <= 0 ? count - 1 : current - 1) : -1);
        setOpen(true);
        break;
      case 'Enter':
        // With the list open, Enter picks (or waits for) a city instead of submitting the form.
        if (!expanded) break;
        e.preventDefault();
        if (current >= 0) choose(options[current]);
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          close();
        }
        break;
    }
  };

  return { text, expanded, options, current, status, choose, close, onInputChange, onKeyDown };
}
