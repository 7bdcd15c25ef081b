import clsx from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatRating } from '@/lib/format';

import type { Refine } from '../api/keys';
import { DETOURS, RATINGS, refineCount, SIZES, VEHICLES } from '../api/refine';

import '@/components/ui/form.css';
import './available.css';

interface RefineFiltersProps {
  /** kind picks the filters: a parcel's size on the parcels' list, a ride's vehicle on the rides'. */
  kind: 'parcels' | 'rides';
  value: Refine;
  onChange: (next: Refine) => void;
  /** onClear takes these filters out (the route and order stay); left out, no "Clear filters" here. */
  onClear?: () => void;
}

interface ChoiceProps {
  name: keyof Refine;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** Choice is one filter: a native select whose first option, "Any", sets nothing. */
function Choice({ name, label, value, options, onChange }: ChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="refine__field">
      <label htmlFor={id} className="refine__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="input refine__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('available.refine.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** offered are the choices of a filter, with the one the address asks for when it is not among them (shared links). */
const offered = (choices: readonly number[], current: number | undefined) =>
  current === undefined || choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);

/**
 * RefineFilters narrows an available list by size or vehicle, the owner's rating and the detour (?size=, ?vehicle=,
 * ?minRating=, ?maxDetour=); each change applies at once. On a phone they open under a "Filters" button that counts
 * those set; from 1024 px they stand open in the sidebar, under the order (the stylesheet's media query).
 */
export function RefineFilters({ kind, value, onChange, onClear }: RefineFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const count = refineCount(value, kind);
  const set = <K extends keyof Refine>(k: K, v: Refine[K]) => onChange({ ...value, [k]: v });
  const num = (v: string) => (v === '' ? undefined : Number(v));
  const badge = count > 0 && (
    <span className="refine__count" aria-hidden="true">
      {count}
    </span>
  );
  return (
    <div className={clsx('refine', open && 'refine--open')}>
      <button
        type="button"
        className="refine__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        aria-label={
          count > 0 ? `${t('available.refine.title')}, ${t('available.refine.active', { count })}` : undefined
        }
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
        {t('available.refine.title')}
        {badge}
      </button>
      <div id={bodyId} className="refine__body" role="group" aria-label={t('available.refine.title')}>
        {/* The sidebar's heading (from 1024 px, where the button is gone), with the same count. */}
        <p className="refine__heading">
          {t('available.refine.title')}
          {badge}
          {count > 0 && <span className="sr-only">, {t('available.refine.active', { count })}</span>}
        </p>
        {kind === 'parcels' ? (
          <Choice
            name="size"
            label={t('available.refine.size')}
            value={value.size ?? ''}
            options={SIZES.map((s) => ({ value: s, label: t('available.refine.sizeUpTo', { size: s }) }))}
            onChange={(v) =>
              set(
                'size',
                SIZES.find((s) => s === v),
              )
            }
          />
        ) : (
          <Choice
            name="vehicle"
            label={t('available.refine.vehicle')}
            value={value.vehicle ?? ''}
            options={VEHICLES.map((v) => ({ value: v, label: t(`vehicles.types.${v}`) }))}
            onChange={(v) =>
              set(
                'vehicle',
                VEHICLES.find((x) => x === v),
              )
            }
          />
        )}
        <Choice
          name="minRating"
          label={t(kind === 'parcels' ? 'available.refine.senderRating' : 'available.refine.driverRating')}
          value={value.minRating === undefined ? '' : String(value.minRating)}
          options={offered(RATINGS, value.minRating).map((r) => ({
            value: String(r),
            label: t('available.refine.ratingAtLeast', { rating: formatRating(r) }),
          }))}
          onChange={(v) => set('minRating', num(v))}
        />
        <Choice
          name="maxDetour"
          label={t('available.refine.detour')}
          value={value.maxDetour === undefined ? '' : String(value.maxDetour)}
          options={offered(DETOURS, value.maxDetour).map((d) => ({
            value: String(d),
            label: d === 0 ? t('available.refine.detourNone') : t('available.refine.detourUpTo', { km: d }),
          }))}
          onChange={(v) => set('maxDetour', num(v))}
        />
        {onClear && count > 0 && (
          <button type="button" className="text-button refine__clear" onClick={onClear}>
            {t('available.filters.clear')}
          </button>
        )}
      </div>
    </div>
  );
}
