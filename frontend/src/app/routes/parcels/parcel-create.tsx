import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';

import { FullPageLoader } from '@/components/ui/full-page-loader';
import { paths } from '@/config/paths';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { useBackToSearch } from '@/features/available/components/use-back-to-search';
import { repostValues, routeValues } from '@/features/parcels/api/create-parcel';
import { getRepostSourceQueryOptions } from '@/features/parcels/api/get-parcel';
import { ParcelForm } from '@/features/parcels/components/parcel-form';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { GeonamesCredit } from '@/features/places/components/geonames-credit';
import { idParam } from '@/lib/id-param';
import { routeToPost } from '@/lib/intent';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileStore } from '@/stores/profile-store';

/**
 * ParcelCreateRoute: the form to send a parcel; on success, the new parcel's screen. With ?from=<parcelId>
 * ("Post again") it starts from that parcel of mine; an id that is not mine, or gone, gives a blank form.
 */
export default function ParcelCreateRoute() {
  const { t } = useTranslation();
  const me = useProfileStore((s) => s.userId);
  const [params] = useSearchParams();
  const from = idParam(params.get('from'));
  const source = useQuery({ ...getRepostSourceQueryOptions(from ?? 0), enabled: from !== undefined });
  useDocumentTitle(t('parcels.create.title'));
  const mine = source.data?.senderId === me ? source.data : undefined;
  // Opened from a ride's request dialog: the form starts on that ride's route (lib/intent.ts).
  const route = routeToPost(useLocation().state);
  // Posted for a request I was about to send: back to that search, where its dialog opens with this parcel.
  const backToSearch = useBackToSearch();
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
          key={mine ? `from-${mine.parcelId}` : route ? 'route' : 'blank'}
          CityField={CityCombobox}
          initialValues={mine ? repostValues(mine) : route && routeValues(route)}
          footer={<GeonamesCredit />}
          onCreated={(parcel) => backToSearch(paths.parcel.getHref(parcel.parcelId))}
        />
      )}
    </div>
  );
}
