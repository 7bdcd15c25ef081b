import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { RideSeries } from '@/types/api';

import type { Weekday } from '../api/ride-repeat';

import './ride-series.css';

/** SeriesMark says a ride is one of a regular trip and on which days: "Repeats · Mon, Wed". */
export function SeriesMark({ series }: { series: RideSeries }) {
  const { t } = useTranslation();
  const days =
    series.weekdays.length === 7
      ? t('rides.repeat.daily')
      : series.weekdays.map((d) => t(`rides.repeat.dayShort.${d as Weekday}`)).join(', ');
  return (
    <p className="series-mark">
      <Repeat size={16} aria-hidden="true" />
      {t('rides.repeat.mark', { days })}
    </p>
  );
}
