import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { Ride } from '@/types/api';

import { useSetInstant } from '../api/set-instant';

import '@/components/ui/detail-card.css';

/**
 * InstantToggle lets the driver turn instant booking on or off for a ride that is still on (and, for a regular
 * trip, for its later rides too). Requests already made keep their state.
 */
export function InstantToggle({ ride }: { ride: Ride }) {
  const { t } = useTranslation();
  const set = useSetInstant();
  const [series, setSeries] = useState(false);
  const change = (instant: boolean) =>
    set.mutate(
      { id: ride.rideId, instant, series },
      {
        onSuccess: (r) =>
          toast.success(
            r.changed > 1
              ? t('rides.instant.seriesSuccess', { count: r.changed })
              : instant
                ? t('rides.instant.onSuccess')
                : t('rides.instant.offSuccess'),
          ),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <section className="card detail-card stack" aria-label={t('rides.instant.toggle')}>
      <CheckboxField
        name="instant"
        label={t('rides.instant.toggle')}
        hint={t('rides.instant.hint')}
        checked={ride.instant}
        disabled={set.isPending}
        onChange={(e) => change(e.target.checked)}
      />
      {ride.seriesId != null && (
        <CheckboxField
          name="instantSeries"
          label={t('rides.instant.seriesToo')}
          checked={series}
          disabled={set.isPending}
          onChange={(e) => setSeries(e.target.checked)}
        />
      )}
    </section>
  );
}
