import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

import { currentLanguage, LANGUAGES, setLanguage } from '@/i18n';
import { useHydrated } from '@/lib/use-hydrated';

import './language-toggle.css';

const SHORT = { en: 'EN', uk: 'УК' } as const;

/** LanguageToggle is the small "EN / УК" switch in the header of signed-out screens. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const active = currentLanguage();
  // On a page the build drew, a press before the app has taken it over would go nowhere.
  const hydrated = useHydrated();
  return (
    <div className="lang-toggle" role="group" aria-label={t('layout.languageToggle')}>
      {LANGUAGES.map((language, index) => (
        <span key={language} className="lang-toggle__item">
          {index > 0 && (
            <span className="lang-toggle__sep" aria-hidden="true">
              /
            </span>
          )}
          <button
            type="button"
            lang={language}
            className={clsx('lang-toggle__button', language === active && 'lang-toggle__button--active')}
            aria-pressed={language === active}
            disabled={!hydrated}
            aria-label={t(`common.languages.${language}`)}
            onClick={() => void setLanguage(language)}
          >
            {SHORT[language]}
          </button>
        </span>
      ))}
    </div>
  );
}
