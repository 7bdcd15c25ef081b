import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

import type { Language } from '@/types/api';

/** LANGUAGES lists the interface languages; the first is the default and fallback. */
export const LANGUAGES: readonly Language[] = ['en', 'uk'];
/** LANGUAGE_STORAGE_KEY is where the chosen language is kept. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** LANGUAGE_COOKIE is the language again, for the server (server/handlers/spa.go). */
export const LANGUAGE_COOKIE = 'lang';

/** isLanguage narrows a string to a supported language. */
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** currentLanguage is the language the interface shows (or is switching to). */
export function currentLanguage(): Language {
  const code = (i18n.resolvedLanguage ?? i18n.language ?? '').slice(0, 2);
  return isLanguage(code) ? code : 'en';
}

type Strings = Promise<{ default: object }>;

// Each language's strings come in two parts (scripts/locale-parts.ts): what the first screens name, and the rest.
const parts: Record<Language, { entry: () => Strings; rest: () => Strings }> = {
  en: { entry: () => import('virtual:locale/en/entry'), rest: () => import('virtual:locale/en/rest') },
  uk: { entry: () => import('virtual:locale/uk/entry'), rest: () => import('virtual:locale/uk/rest') },
};

const rest = new Map<Language, Promise<void>>();

/**
 * allStrings loads the language's strings beyond the first screens' part; every other screen, and the parts of an
 * entry screen that only a press opens, wait for it. The entry part must be in first: i18next loads no language
 * that already has strings.
 */
export function allStrings(language?: Language): Promise<void> {
  // Before i18next has settled its language, the language is not known yet.
  if (!language) return i18nReady.then(() => allStrings(currentLanguage()));
  let loading = rest.get(language);
  if (!loading) {
    loading = i18nReady
      .then(() => i18n.loadLanguages(language))
      .then(() => parts[language].rest())
      .then(({ default: more }) => void i18n.addResourceBundle(language, 'translation', more, true, true))
      .catch((error: unknown) => {
        rest.delete(language);
        throw error;
      });
    rest.set(language, loading);
  }
  return loading;
}

/** setLanguage switches the interface, loading that language's strings first (all of them, past the first screen). */
export async function setLanguage(language: Language): Promise<void> {
  if (i18n.resolvedLanguage === language) return;
  if (rest.size) await allStrings(language);
  await i18n.changeLanguage(language);
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const readStored = (): string | undefined => {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // storage disabled: the cookie may still tell
  }
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
};

/**
 * storedLanguage is i18next's language detector: the language chosen in this browser, from localStorage, else
 * the cookie; it keeps a choice in both, the cookie telling the server which language's page to send (with that
 * language's bundle preloaded). A dozen lines where a detector package would be on every first screen's load.
 */
const storedLanguage = {
  type: 'languageDetector' as const,
  detect: () => (typeof window === 'undefined' ? undefined : readStored()),
  cacheUserLanguage: (language: string) => {
    if (typeof window === 'undefined') return;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage disabled: the cookie keeps it
    }
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  },
};

/** i18nReady settles once the first language bundle has loaded. */
export const i18nReady: Promise<unknown> = i18n
  .use(storedLanguage)
  // Only the active language's first part is fetched, as its own chunk.
  .use(resourcesToBackend((language: string) => (isLanguage(language) ? parts[language].entry() : {})))
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // English is the fallback only for English itself and for an unknown choice: uk.json is complete, so a
    // Ukrainian visit never downloads the English bundle too.
    fallbackLng: (code?: string) => (code && code !== 'en' && isLanguage(code) ? [] : ['en']),
    interpolation: { escapeValue: false },
    returnNull: false,
    // A string the first part lacks (named in a way scripts/locale-parts.ts cannot see) stays blank until the
    // rest arrives, and the screen is drawn again then ('added').
    parseMissingKeyHandler: (key: string) => {
      if (rest.has(currentLanguage())) return key;
      void allStrings().catch(() => undefined);
      return '';
    },
    react: { bindI18nStore: 'added' },
  });

i18n.on('languageChanged', (language) => {
  // No document when the build prerenders a screen (prerender.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = isLanguage(language) ? language : 'en';
});

export default i18n;
