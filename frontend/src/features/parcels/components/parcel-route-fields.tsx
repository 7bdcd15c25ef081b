import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { AddressFields } from '@/components/ui/address-fields';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import type { CityFieldProps } from '@/types/city-field';

import { pickupRange } from '../api/create-parcel';

import '@/components/ui/form.css';

/** ParcelRouteFields: where from and where to (a city from the list and a street) and the two dates. */
export function ParcelRouteFields({ CityField }: { CityField: ComponentType<CityFieldProps> }) {
  const { t } = useTranslation();
  const street = t('parcels.fields.street');
  return (
    <>
      <AddressFields
        name="shippingAddress"
        cityLabel={t('parcels.fields.from')}
        streetLabel={street}
        CityField={CityField}
      />
      <AddressFields
        name="deliveryAddress"
        cityLabel={t('parcels.fields.to')}
        streetLabel={street}
        CityField={CityField}
      />
      <div className="field-row">
        <DateRangeFields
          type="date"
          start={{ name: 'shippingDate', label: t('parcels.fields.shippingDate') }}
          end={{ name: 'deliveryDate', label: t('parcels.fields.deliveryDate') }}
          range={pickupRange()}
        />
      </div>
    </>
  );
}
