import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { FullPageLoader } from '@/components/ui/full-page-loader';
import { paths } from '@/config/paths';
import { editValues } from '@/features/parcels/api/edit-parcel';
import { useParcel } from '@/features/parcels/api/get-parcel';
import { ParcelForm } from '@/features/parcels/components/parcel-form';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { GeonamesCredit } from '@/features/places/components/geonames-credit';
import { idParam } from '@/lib/id-param';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileStore } from '@/stores/profile-store';

import NotFoundRoute from '../not-found';

/**
 * ParcelEditRoute: the creation form filled with my New parcel, to change it (docs/product.md §5 Editing); saved,
 * back to its screen. Someone else's parcel, or one no longer New, is not found here.
 */
export default function ParcelEditRoute() {
  const { t } = useTranslation();
  const me = useProfileStore((s) => s.userId);
  const id = idParam(useParams().id ?? null) ?? 0;
  const parcel = useParcel(id);
  const navigate = useNavigate();
  useDocumentTitle(t('parcels.edit.title'));
  if (parcel.isPending) return <FullPageLoader />;
  if (!parcel.data || parcel.data.senderId !== me || parcel.data.status !== 'New') return <NotFoundRoute />;
  return (
    <div className="stack stack--lg">
      <div className="page-header">
        <h1 className="page-title">{t('parcels.edit.title')}</h1>
        <p className="muted">{t('parcels.edit.subtitle')}</p>
      </div>
      <ParcelForm
        CityField={CityCombobox}
        editing={id}
        initialValues={editValues(parcel.data)}
        footer={<GeonamesCredit />}
        onCreated={(saved) => void navigate(paths.parcel.getHref(saved.parcelId))}
      />
    </div>
  );
}
