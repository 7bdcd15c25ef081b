import { Package, Search } from 'lucide-react';
import { useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { DAY } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import type { CityFieldProps } from '@/types/city-field';

import type { FilterValues } from './search-filters';

import '@/components/ui/button.css';
import './available.css';

type Side = 'rides' | 'parcels';

/**
 * PublicSearch is the home's search (docs/product.md §3 Home), signed out and in: from, to and a day, then "Find rides" (the
 * drivers' list, for a parcel to send) or "Find parcels" (for a driver). Each opens the available list with the
 * same filters, which works signed out; the chosen cities' names ride along for its fields, as useFilters keeps them.
 */
export function PublicSearch({ CityField, id }: { CityField: ComponentType<CityFieldProps>; id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [values, setValues] = useState<FilterValues>({ from: null, to: null, date: '' });

  const find = (side: Side) => {
    const params = {
      from: values.from?.placeId,
      to: values.to?.placeId,
      date: DAY.test(values.date) ? values.date : undefined,
    };
    const href = side === 'rides' ? paths.availableDrivers.getHref(params) : paths.availableParcels.getHref(params);
    void navigate(href, { state: { places: { from: values.from, to: values.to } } });
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    find(submitter?.value === 'parcels' ? 'parcels' : 'rides');
  };

  return (
    <form
      id={id}
      className="card filters public-search"
      role="search"
      aria-label={t('home.public.searchLabel')}
      noValidate
      onSubmit={submit}
    >
      {/* Until the app takes over the drawn page, what is typed or pressed would be lost. */}
      <fieldset className="plain-fieldset" disabled={!hydrated}>
        <CityField
          name="from"
          label={t('available.filters.from')}
          value={values.from}
          onChange={(from) => setValues((v) => ({ ...v, from }))}
        />
        <CityField
          name="to"
          label={t('available.filters.to')}
          value={values.to}
          onChange={(to) => setValues((v) => ({ ...v, to }))}
        />
        <DateField
          name="date"
          label={t('home.public.date')}
          value={values.date}
          onChange={(date) => setValues((v) => ({ ...v, date }))}
        />
        <div className="public-search__actions">
          <Button type="submit" name="side" value="rides" block icon={<Search size={18} aria-hidden="true" />}>
            {t('home.public.findRides')}
          </Button>
          <Button
            type="submit"
            name="side"
            value="parcels"
            variant="secondary"
            block
            icon={<Package size={18} aria-hidden="true" />}
          >
            {t('home.public.findParcels')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
