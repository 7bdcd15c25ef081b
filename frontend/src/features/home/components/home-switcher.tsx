import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Tabs } from '@/components/ui/tabs';
import { useSwitcherStore, type HomeSwitcher as HomeTab } from '@/stores/switcher-store';

interface HomeSwitcherProps {
  /** parcels is the panel of my parcels (the parcels feature's list, composed by the home screen). */
  parcels: ReactNode;
  /** rides is the panel of my rides. */
  rides: ReactNode;
}

/** HomeSwitcher switches between my parcels and my rides; only the chosen panel is rendered (and fetched). */
export function HomeSwitcher({ parcels, rides }: HomeSwitcherProps) {
  const { t } = useTranslation();
  const value = useSwitcherStore((s) => s.homeSwitcher);
  const setValue = useSwitcherStore((s) => s.setHomeSwitcher);
  const items = [
    { value: 'parcels', label: t('home.parcels') },
    { value: 'rides', label: t('home.rides') },
  ] as const satisfies readonly { value: HomeTab; label: string }[];

  return (
    <Tabs label={t('home.switcherLabel')} items={items} value={value} onChange={setValue}>
      {value === 'parcels' ? parcels : rides}
    </Tabs>
  );
}
