import { Package, Search } from 'lucide-react';
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { DAY } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { useCarryOver } from '@/lib/carry-over';
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
  // What was typed and pressed in the drawn search before the app arrived is applied once it is here.
  const ref = useRef<HTMLFormElement>(null);
  useCarryOver(ref);
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
      ref={ref}
      id={id}
      className="card filters public-search"
      role="search"
      aria-label={t('home.public.searchLabel')}
      noValidate
      onSubmit={submit}
    >
      <fieldset className="plain-fieldset">
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
