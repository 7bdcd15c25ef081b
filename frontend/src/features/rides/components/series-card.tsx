import { BellDot, ChevronDown, ChevronUp, Repeat } from 'lucide-react';
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { cityName, formatDateTime, formatDay, localeOf } from '@/lib/format';
import type { Ride, VehicleType } from '@/types/api';

import type { Weekday } from '../api/ride-repeat';

import { RideCard } from './ride-card';

import '@/components/ui/item-card.css';
import './ride-series.css';

interface SeriesCardProps {
  /** rides are the active rides of one regular trip, soonest first (at least two). */
  rides: Ride[];
  VehicleIcon: ComponentType<{ type: VehicleType }>;
}

/**
 * SeriesCard is a regular trip on Home, in place of its rides' cards (docs/product.md §5 "Series in lists"):
 * "Kyiv → Lviv · every Mon and Fri until 1 Jan · next Mon, 7 Dec, 09:00", how many rides are to come and how
 * many requests wait for my answer; it opens into its rides' cards.
 */
export function SeriesCard({ rides, VehicleIcon }: SeriesCardProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const listId = useId();
  const next = rides[0];
  const series = next.series!;
  const route = `${cityName(next.departureAddress)} → ${cityName(next.arrivalAddress)}`;
  const days =
    series.weekdays.length === 7
      ? t('rides.repeat.daily')
      : new Intl.ListFormat(localeOf(i18n.language === 'uk' ? 'uk' : 'en'), { type: 'conjunction' }).format(
          series.weekdays.map((d) => t(`rides.repeat.dayShort.${d as Weekday}`)),
        );
  const waiting = rides.reduce((n, r) => n + (r.pendingRequests ?? 0), 0);
  return (
    <section className="card-item series-card" aria-labelledby={id}>
      <h3 id={id} className="series-card__title">
        <Repeat size={18} aria-hidden="true" />
        <span className="sr-only">{t('home.series.label')}: </span>
        {route}
      </h3>
      <p className="series-card__when">
        {t('home.series.every', { days, until: formatDay(series.until) })} ·{' '}
        {t('home.series.next', { date: formatDateTime(next.departureDate) })}
      </p>
      <p className="series-card__count">{t('home.series.rides', { count: rides.length })}</p>
      {waiting > 0 && (
        <p className="item-card__attention">
          <BellDot size={18} aria-hidden="true" />
          {t('requests.toAnswer', { count: waiting })}
        </p>
      )}
      <Button
        variant="ghost"
        className="series-card__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={id}
        icon={open ? <ChevronUp size={18} aria-hidden="true" /> : <ChevronDown size={18} aria-hidden="true" />}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('home.series.hide') : t('home.series.show')}
      </Button>
      <ul id={listId} className="stack series-card__rides" hidden={!open} aria-labelledby={id}>
        {open &&
          rides.map((ride) => (
            <li key={ride.rideId}>
              <RideCard ride={ride} VehicleIcon={VehicleIcon} inSeries />
            </li>
          ))}
      </ul>
    </section>
  );
}
