import { Clock, Repeat } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import { cityName, formatAlong, formatDay, formatShortDay } from '@/lib/format';
import type { AvailableRide } from '@/types/api';

import { MAX_ALSO_ON } from '../utils/along';

/** SearchedStops are the cities a search asked for (or my parcel's), by name: where a ride's times are told. */
export interface SearchedStops {
  pickup?: string;
  dropoff?: string;
}

/**
 * RideAlong is when a listed ride passes the searched cities (docs/product.md §5 "Estimated times along a ride"):
 * "Zhytomyr about 10:55 · Rivne about 13:20"; nothing when no city was searched.
 */
export function RideAlong({ ride, stops }: { ride: AvailableRide; stops: SearchedStops }) {
  const { t } = useTranslation();
  // The ride's own ends already say when it leaves and, when the driver gave it, when it arrives.
  const leavesThere = stops.pickup === cityName(ride.departureAddress);
  const arrivesThere = stops.dropoff === cityName(ride.arrivalAddress) && ride.arrivalDate !== null;
  const parts = [
    stops.pickup && ride.pickupEta && !leavesThere ? { city: stops.pickup, at: ride.pickupEta } : undefined,
    stops.dropoff && ride.dropoffEta && !arrivesThere ? { city: stops.dropoff, at: ride.dropoffEta } : undefined,
  ].filter((p) => p !== undefined);
  if (parts.length === 0) return null;
  return (
    <p className="result-card__along">
      <Clock size={16} aria-hidden="true" />
      <span>
        {parts.map((p, i) => (
          <Fragment key={p.city}>
            {i > 0 && ' · '}
            <span className="result-card__stop">
              {t('available.drivers.along', { city: p.city, time: formatAlong(p.at, ride.departureDate) })}
            </span>
          </Fragment>
        ))}
      </span>
    </p>
  );
}

/**
 * SeriesDays are the later days a regular trip also runs on that fit the search (alsoOn): "also Fri 18, Mon 21 …",
 * each a button that searches that day when onPick is given.
 */
export function SeriesDays({ days, onPick }: { days: string[]; onPick?: (day: string) => void }) {
  const { t } = useTranslation();
  if (days.length === 0) return null;
  const more = days.length === MAX_ALSO_ON ? ' …' : '';
  return (
    <p className="result-card__also">
      <Repeat size={16} aria-hidden="true" />
      <span>
        {t('available.drivers.alsoOn')}{' '}
        {days.map((day, i) => (
          <Fragment key={day}>
            {i > 0 && ', '}
            {onPick ? (
              <button
                type="button"
                className="link result-card__day"
                aria-label={t('available.drivers.pickDay', { date: formatDay(day) })}
                onClick={() => onPick(day)}
              >
                {formatShortDay(day)}
              </button>
            ) : (
              formatShortDay(day)
            )}
          </Fragment>
        ))}
        {more}
      </span>
    </p>
  );
}
