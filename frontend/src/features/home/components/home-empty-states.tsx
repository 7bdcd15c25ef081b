import { Package, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** NoParcels stands in for my parcels before the first one, with a call to send one. */
export function NoParcels() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Package size={32} aria-hidden="true" />}
      title={t('home.emptyParcelsTitle')}
      text={t('home.emptyParcelsText')}
      action={<ButtonLink to={paths.parcelCreate.getHref()}>{t('home.emptyParcelsAction')}</ButtonLink>}
    />
  );
}

/** NoRides stands in for my rides before the first one, with a call to publish one. */
export function NoRides() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Route size={32} aria-hidden="true" />}
      title={t('home.emptyRidesTitle')}
      text={t('home.emptyRidesText')}
      action={<ButtonLink to={paths.rideCreate.getHref()}>{t('home.emptyRidesAction')}</ButtonLink>}
    />
  );
}
