import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { BackLink } from '@/features/profile/components/back-link';
import { VehicleForm } from '@/features/vehicles/components/vehicle-form';
import { useDocumentTitle } from '@/lib/use-document-title';

import { safeNextPath } from './next-path';

/**
 * ProfileVehicleRoute adds a vehicle, then goes to `?next=` (an in-app path: sign-up, ride creation) or to
 * my vehicles. With `next`, the vehicle can be skipped for now.
 */
export default function ProfileVehicleRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  useDocumentTitle(t('vehicles.form.title'));

  const footer = next ? (
    <Link className="link link--with-icon" to={next}>
      {t('vehicles.form.skip')}
      <ArrowRight size={18} aria-hidden="true" />
    </Link>
  ) : (
    <BackLink to={paths.myVehicles.getHref()}>{t('vehicles.form.back')}</BackLink>
  );
  return (
    <Screen title={t('vehicles.form.title')} subtitle={t('vehicles.form.subtitle')} footer={footer}>
      <VehicleForm onSuccess={() => void navigate(next ?? paths.myVehicles.getHref(), { replace: true })} />
    </Screen>
  );
}
