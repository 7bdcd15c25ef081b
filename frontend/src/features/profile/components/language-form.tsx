import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage, LANGUAGES, setLanguage } from '@/i18n';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { Language } from '@/types/api';

import { useUpdateLanguage } from '../api/update-language';

import '@/components/ui/choice-tiles.css';
import '@/components/ui/form.css';

/** LanguageForm switches the interface language at once and saves it to the profile. */
export function LanguageForm() {
  const { t } = useTranslation();
  const update = useUpdateLanguage();
  // The choice shows at once; the interface follows as soon as that language's bundle has loaded.
  const [active, setActive] = useState(currentLanguage);

  const choose = async (language: Language) => {
    if (language === active) return;
    setActive(language);
    await setLanguage(language);
    update.mutate(language, {
      onSuccess: () => toast.success(t('profile.language.saved', { lng: language })),
      onError: toastError,
    });
  };

  return (
    <fieldset className="radio-cards" aria-describedby="language-hint">
      <legend className="field__label">{t('profile.language.legend')}</legend>
      <p id="language-hint" className="field__hint">
        {t('profile.language.hint')}
      </p>
      {LANGUAGES.map((language) => (
        <label
          key={language}
          className={clsx('radio-card', language === active && 'radio-card--checked')}
          lang={language}
        >
          <input
            type="radio"
            name="language"
            value={language}
            checked={language === active}
            onChange={() => void choose(language)}
          />
          <span className="radio-card__label">{t(`common.languages.${language}`)}</span>
          {language === active && <Check size={20} aria-hidden="true" className="radio-card__check" />}
        </label>
      ))}
    </fieldset>
  );
}
