import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { AddressFields } from '@/components/ui/address-fields';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import type { CityFieldProps } from '@/types/city-field';

import { departureRange } from '../api/create-ride';

/** RideRouteFields: where from and where to (a city from the list, an optional street) and when. */
export function RideRouteFields({ CityField }: { CityField: ComponentType<CityFieldProps> }) {
  const { t } = useTranslation();
  return (
    <>
      <AddressFields
        name="departureAddress"
        cityLabel={t('rides.fields.from')}
        streetLabel={t('rides.fields.meetingPoint')}
        CityField={CityField}
      />
      <AddressFields
        name="arrivalAddress"
        cityLabel={t('rides.fields.to')}
        streetLabel={t('rides.fields.street')}
        CityField={CityField}
      />
      <DateRangeFields
        type="datetime-local"
        start={{
          name: 'departureDate',
          label: t('rides.fields.departureDate'),
          timeLabel: t('rides.fields.departureTime'),
        }}
        end={{ name: 'arrivalDate', label: t('rides.fields.arrivalDate'), timeLabel: t('rides.fields.arrivalTime') }}
        range={departureRange()}
      />
    </>
  );
}
