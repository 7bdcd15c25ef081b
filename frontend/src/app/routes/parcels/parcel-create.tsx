import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { FullPageLoader } from '@/components/ui/full-page-loader';
import { paths } from '@/config/paths';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { repostValues } from '@/features/parcels/api/create-parcel';
import { getRepostSourceQueryOptions } from '@/features/parcels/api/get-parcel';
import { ParcelForm } from '@/features/parcels/components/parcel-form';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { GeonamesCredit } from '@/features/places/components/geonames-credit';
import { idParam } from '@/lib/id-param';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileStore } from '@/stores/profile-store';

/**
 * ParcelCreateRoute: the form to send a parcel; on success, the new parcel's screen. With ?from=<parcelId>
 * ("Post again") it starts from that parcel of mine; an id that is not mine, or gone, gives a blank form.
 */
export default function ParcelCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useProfileStore((s) => s.userId);
  const [params] = useSearchParams();
  const from = idParam(params.get('from'));
  const source = useQuery({ ...getRepostSourceQueryOptions(from ?? 0), enabled: from !== undefined });
  useDocumentTitle(t('parcels.create.title'));
  const mine = source.data?.senderId === me ? source.data : undefined;
  return (
    <div className="stack stack--lg">
      <div className="page-header">
        <h1 className="page-title">{t('parcels.create.title')}</h1>
        <p className="muted">{mine ? t('parcels.create.repostSubtitle') : t('parcels.create.subtitle')}</p>
      </div>
      <VerifyEmailNotice />
      {from !== undefined && source.isPending ? (
        <FullPageLoader />
      ) : (
        <ParcelForm
          key={mine ? `from-${mine.parcelId}` : 'blank'}
          CityField={CityCombobox}
          initialValues={mine && repostValues(mine)}
          footer={<GeonamesCredit />}
          onCreated={(parcel) => navigate(paths.parcel.getHref(parcel.parcelId))}
        />
      )}
    </div>
  );
}
