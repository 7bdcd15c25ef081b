import { Package, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useSwitcherStore, type HomeSwitcher as HomeTab } from '@/stores/switcher-store';

/** HomeSwitcher switches between my parcels and my rides (lists come with the parcels and rides issues). */
export function HomeSwitcher() {
  const { t } = useTranslation();
  const value = useSwitcherStore((s) => s.homeSwitcher);
  const setValue = useSwitcherStore((s) => s.setHomeSwitcher);
  const items = [
    { value: 'parcels', label: t('home.parcels') },
    { value: 'rides', label: t('home.rides') },
  ] as const satisfies readonly { value: HomeTab; label: string }[];

  return (
    <Tabs label={t('home.switcherLabel')} items={items} value={value} onChange={setValue}>
      {value === 'parcels' ? (
        <EmptyState
          icon={<Package size={32} aria-hidden="true" />}
          title={t('home.emptyParcelsTitle')}
          text={t('home.emptyParcelsText')}
          action={<ButtonLink to={paths.parcelCreate.getHref()}>{t('home.emptyParcelsAction')}</ButtonLink>}
        />
      ) : (
        <EmptyState
          icon={<Route size={32} aria-hidden="true" />}
          title={t('home.emptyRidesTitle')}
          text={t('home.emptyRidesText')}
          action={<ButtonLink to={paths.rideCreate.getHref()}>{t('home.emptyRidesAction')}</ButtonLink>}
        />
      )}
    </Tabs>
  );
}
