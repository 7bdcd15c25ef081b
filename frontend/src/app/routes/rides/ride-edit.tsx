import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { FullPageLoader } from '@/components/ui/full-page-loader';
import { paths } from '@/config/paths';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { GeonamesCredit } from '@/features/places/components/geonames-credit';
import { editValues } from '@/features/rides/api/edit-ride';
import { useRide } from '@/features/rides/api/get-ride';
import { RideForm } from '@/features/rides/components/ride-form';
import { idParam } from '@/lib/id-param';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileStore } from '@/stores/profile-store';

import NotFoundRoute from '../not-found';

/**
 * RideEditRoute: the ride form filled with my Planned ride, to change it (docs/product.md §5 Editing); saved, back
 * to its screen. Its cities stay once a parcel is accepted (the form says so if they are changed).
 */
export default function RideEditRoute() {
  const { t } = useTranslation();
  const me = useProfileStore((s) => s.userId);
  const id = idParam(useParams().id ?? null) ?? 0;
  const ride = useRide(id);
  const navigate = useNavigate();
  useDocumentTitle(t('rides.edit.title'));
  if (ride.isPending) return <FullPageLoader />;
  if (!ride.data || ride.data.driverId !== me || ride.data.status !== 'Planned') return <NotFoundRoute />;
  const carries = (ride.data.usedCapacity ?? 0) > 0;
  return (
    <div className="stack stack--lg">
      <div className="page-header">
        <h1 className="page-title">{t('rides.edit.title')}</h1>
        <p className="muted">{carries ? t('rides.edit.subtitleCarrying') : t('rides.edit.subtitle')}</p>
      </div>
      <RideForm
        CityField={CityCombobox}
        editing={id}
        initialValues={editValues(ride.data)}
        vehicles={undefined}
        renderVehicle={() => null}
        addVehicleHref={paths.rideEdit.getHref(id)}
        footer={<GeonamesCredit />}
        onCreated={(saved) => void navigate(paths.ride.getHref(saved.rideId))}
      />
    </div>
  );
}
