import clsx from 'clsx';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage, LANGUAGES, setLanguage } from '@/i18n';
import { useCarryOver } from '@/lib/carry-over';

import './language-toggle.css';

const SHORT = { en: 'EN', uk: 'УК' } as const;

/** LanguageToggle is the small "EN / УК" switch in the header of signed-out screens. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const active = currentLanguage();
  // On a page the build drew, a press before the app has taken it over is honoured once it has.
  const ref = useRef<HTMLDivElement>(null);
  useCarryOver(ref);
  return (
    <div ref={ref} className="lang-toggle" role="group" aria-label={t('layout.languageToggle')}>
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
