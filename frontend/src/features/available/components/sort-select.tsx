import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { SORTS, type SearchSort } from '../api/keys';

import '@/components/ui/form.css';
import './available.css';

interface SortSelectProps {
  /** kind words the price order: a driver sees what parcels pay (most first), a sender what rides cost (least). */
  kind: 'parcels' | 'rides';
  value: SearchSort | undefined;
  onChange: (sort: SearchSort | undefined) => void;
}

/** SortSelect orders an available list: least detour (the default), soonest, price or rating (?sort=). */
export function SortSelect({ kind, value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {t('available.sort.label')}
      </label>
      <select
        id={id}
        name="sort"
        className="input sort-select__input"
        value={value ?? 'detour'}
        onChange={(e) => {
          const v = e.target.value;
          onChange(SORTS.find((s) => s === v));
        }}
      >
        <option value="detour">{t('available.sort.detour')}</option>
        <option value="date">{t('available.sort.date')}</option>
        <option value="price">
          {t(kind === 'parcels' ? 'available.sort.priceParcels' : 'available.sort.priceRides')}
        </option>
        <option value="rating">{t('available.sort.rating')}</option>
      </select>
    </div>
  );
}
