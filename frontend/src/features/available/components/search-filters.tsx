import { useRef, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DateField } from '@/components/ui/date-field';
import { DAY } from '@/components/ui/date-text';
import { useCarryOver } from '@/lib/carry-over';
import type { Place } from '@/types/api';
import type { CityFieldProps } from '@/types/city-field';

import '@/components/ui/button.css';
import './available.css';

/** FilterValues are the filters as the form holds them: chosen cities and a day (YYYY-MM-DD or ""). */
export interface FilterValues {
  from: Place | null;
  to: Place | null;
  date: string;
  /** instant asks for rides with instant booking only (the rides' search). */
  instant?: boolean;
}

interface SearchFiltersProps {
  value: FilterValues;
  onChange: (next: FilterValues) => void;
  CityField: ComponentType<CityFieldProps>;
  /**
   * clearable shows "Clear filters": some filter is applied (also a city known only by its id in the address), and
   * no empty result under the form offers it already.
   */
  clearable: boolean;
  onClear: () => void;
  /** instantFilter offers "Instant booking only" (rides). */
  instantFilter?: boolean;
  /** onSearch runs after "Find" (or Enter): the screen moves the focus to the results. */
  onSearch?: () => void;
}

/** SearchFilters: From and To (a city from the list) and a day; each change applies at once. */
export function SearchFilters({
  value,
  onChange,
  CityField,
  clearable,
  onClear,
  instantFilter,
  onSearch,
}: SearchFiltersProps) {
  const { t } = useTranslation();
  // What was typed in a drawn list's filters before the app arrived applies once it is here.
  const ref = useRef<HTMLFormElement>(null);
  useCarryOver(ref);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(value);
    onSearch?.();
  };
  return (
    <form
      ref={ref}
      className="card filters"
      role="search"
      aria-label={t('available.filters.label')}
      noValidate
      onSubmit={submit}
    >
      <fieldset className="plain-fieldset">
        <CityField
          name="from"
          label={t('available.filters.from')}
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
        />
        <CityField
          name="to"
          label={t('available.filters.to')}
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
        />
        <DateField
          name="date"
          label={t('available.filters.date')}
          value={value.date}
          // A day applies once it reads as one (or is cleared); the field says when what was typed is no date.
          onChange={(date) => (date === '' || DAY.test(date)) && onChange({ ...value, date })}
        />
        {instantFilter && (
          <CheckboxField
            name="instant"
            label={t('available.filters.instant')}
            checked={value.instant ?? false}
            onChange={(e) => onChange({ ...value, instant: e.target.checked })}
          />
        )}
        <div className="filters__actions">
          <Button type="submit" variant="primary" className="filters__find">
            {t('available.filters.find')}
          </Button>
          {clearable && (
            <button type="button" className="text-button filters__clear" onClick={onClear}>
              {t('available.filters.clear')}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
