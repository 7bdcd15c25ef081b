import { useState, type FocusEvent } from 'react';

import { currentLanguage } from '@/i18n';
import type { Language } from '@/types/api';

/**
 * useTypedValue keeps what a person types in a field whose form value is another text (a day typed 1.3.2026 is
 * 2026-03-01). The typed text stays as typed while it reads as the value; a value set from elsewhere (the
 * calendar, a reset, a saved draft) or a change of interface language shows the value afresh.
 */
export function useTypedValue<T>(
  value: string,
  show: (value: string, language: Language) => T,
  read: (typed: T, language: Language) => string,
) {
  const language = currentLanguage();
  const [typed, setTyped] = useState(() => show(value, language));
  const [seen, setSeen] = useState({ value, language });
  if (seen.value !== value || seen.language !== language) {
    setSeen({ value, language });
    if (seen.language !== language || read(typed, language) !== value) setTyped(show(value, language));
  }
  return { typed, setTyped, language };
}

/** focusLeaves tells whether a blur inside a date field moves the focus out of it (its calendar counts as inside). */
export function focusLeaves(e: FocusEvent<HTMLElement>): boolean {
  const next = e.relatedTarget;
  return !(next instanceof Element) || (!e.currentTarget.contains(next) && !next.closest('.calendar-dialog'));
}
