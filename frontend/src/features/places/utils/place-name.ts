import type { Language, Place } from '@/types/api';

/** placeName is a city's name in the interface language. */
export const placeName = (place: Pick<Place, 'nameEn' | 'nameUk'>, lang: Language): string =>
  lang === 'uk' ? place.nameUk || place.nameEn : place.nameEn;

/**
 * sameName says whether two names read the same but for case and accents, in the interface language's alphabet
 * (so Kyiv and its region "Kyiv" are one name, while Ukrainian й and и stay two letters).
 */
export const sameName = (a: string, b: string, lang: Language): boolean =>
  a.trim().localeCompare(b.trim(), lang, { sensitivity: 'base' }) === 0;
