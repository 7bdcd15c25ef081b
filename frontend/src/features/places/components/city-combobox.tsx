import clsx from 'clsx';
import { CircleCheck, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { FieldError } from '@/components/ui/field-error';
import { Spinner } from '@/components/ui/spinner';
import { currentLanguage } from '@/i18n';
import type { CityFieldProps } from '@/types/city-field';

import { useCityCombobox } from '../hooks/use-city-combobox';
import { placeName, sameName } from '../utils/place-name';

import { GeonamesCredit } from './geonames-credit';

import '@/components/ui/form.css';
import './places.css';

/**
 * CityCombobox is the accessible city autocomplete: type a few letters, pick a city with the arrows or a click.
 * It is a controlled field whose value is a city of the gazetteer, or null until one is chosen.
 */
export function CityCombobox({ name, label, value, onChange, onBlur, error, placeholder, ref }: CityFieldProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const id = useId();
  const box = useCityCombobox({ value, onChange, lang });
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const describedBy = clsx(error && `${id}-error`) || undefined;

  return (
    <div className={clsx('field', error && 'field--invalid')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control combobox">
        <MapPin size={20} aria-hidden="true" className="combobox__icon" />
        <input
          id={id}
          name={name}
          ref={ref}
          type="text"
          role="combobox"
          className="input input--with-icon input--with-trailing"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder ?? t('places.placeholder')}
          aria-autocomplete="list"
          aria-expanded={box.expanded}
          aria-controls={listId}
          aria-activedescendant={box.current >= 0 ? optionId(box.current) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={box.text}
          onChange={box.onInputChange}
          onKeyDown={box.onKeyDown}
          onBlur={() => {
            box.close();
            onBlur?.();
          }}
        />
        <span className="input-affix combobox__trailing" aria-hidden="true">
          {box.status === 'loading' ? (
            <Spinner size="sm" />
          ) : value && !error ? (
            <CircleCheck size={20} className="combobox__chosen" />
          ) : null}
        </span>
        {/* Pressing inside the popup must not blur the input, which would close the list before the click. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div className="combobox__popup" hidden={!box.expanded} onMouseDown={(e) => e.preventDefault()}>
          <ul role="listbox" id={listId} aria-label={label} className="combobox__list">
            {box.options.map((place, i) => {
              const name = placeName(place, lang);
              return (
                // The keyboard chooses from the input (aria-activedescendant), as the WAI-ARIA combobox does.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={place.placeId}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === box.current}
                  className={clsx('combobox__option', i === box.current && 'combobox__option--active')}
                  onClick={() => box.choose(place)}
                >
                  <span className="combobox__name">{name}</span>
                  {/* A city that is its own region (Kyiv, Sevastopol) is named once. */}
                  {!sameName(name, place.region, lang) && <span className="combobox__region">{place.region}</span>}
                </li>
              );
            })}
          </ul>
          {box.status !== 'results' && (
            <p className="combobox__message">{t(`places.status.${box.status === 'idle' ? 'loading' : box.status}`)}</p>
          )}
          <div className="combobox__credit">
            <GeonamesCredit />
          </div>
        </div>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {box.status === 'results'
          ? t('places.found', { count: box.options.length })
          : box.status === 'empty'
            ? t('places.status.empty')
            : ''}
      </p>
      <FieldError id={`${id}-error`} field={name} code={error} />
    </div>
  );
}
