import type { Language, Place } from '@/types/api';

/** placeName is a city's name in the interface language. */
export const placeName = (place: Pick<Place, 'nameEn' | 'nameUk'>, lang: Language): string =>
  lang === 'uk' ? place.nameUk || place.nameEn : place.nameEn;
