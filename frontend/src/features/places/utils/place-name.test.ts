import { describe, expect, it } from 'vitest';

import type { Language } from '@/types/api';

import { sameName } from './place-name';

describe('sameName', () => {
  const cases: [string, string, Language, boolean][] = [
    ['Київ', 'Київ', 'uk', true],
    ['Kyiv', 'kyiv', 'en', true],
    ['Kyiv', ' Kyiv ', 'en', true],
    ['Zurich', 'Zürich', 'en', true],
    ['Київ', 'Київська область', 'uk', false],
    ['Мукачево', 'Мукачеве', 'uk', false],
    ['Кий', 'Кии', 'uk', false],
  ];
  it.each(cases)('%s and %s (%s): %s', (a, b, lang, want) => {
    expect(sameName(a, b, lang)).toBe(want);
  });
});
