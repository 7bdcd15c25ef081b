import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { countBadge } from '@/lib/format';
import { useSwitcherStore, type HomeSwitcher as HomeTab } from '@/stores/switcher-store';

import { openingTab, type Waiting } from '../utils/waiting';

interface HomeSwitcherProps {
  /** parcels is the panel of my parcels (the parcels feature's list, composed by the home screen). */
  parcels: ReactNode;
  /** rides is the panel of my rides. */
  rides: ReactNode;
  /** waiting counts the requests to answer under each tab; undefined while my parcels or rides still load. */
  waiting: Waiting | undefined;
}

/**
 * HomeSwitcher switches between my parcels and my rides, each tab with a count of what waits for my answer there;
 * only the chosen panel is rendered. Until the member picks a tab in this visit, it opens where something waits
 * (Rides for a driver with requests to answer and no parcel waiting), decided once both lists have come.
 */
export function HomeSwitcher({ parcels, rides, waiting }: HomeSwitcherProps) {
  const { t } = useTranslation();
  const stored = useSwitcherStore((s) => s.homeSwitcher);
  const chosen = useSwitcherStore((s) => s.homeChosen);
  const setValue = useSwitcherStore((s) => s.setHomeSwitcher);
  // Decided once: a later count (a live update) does not move the member to the other tab under their eyes.
  const [opened, setOpened] = useState<HomeTab>();
  if (!opened && waiting) setOpened(openingTab(waiting));
  const value = chosen ? stored : (opened ?? (waiting ? openingTab(waiting) : stored));
  const badge = (tab: HomeTab, label: string) => {
    const count = waiting?.[tab] ?? 0;
    return count > 0 ? { text: countBadge(count), name: `${label}, ${t('requests.toAnswer', { count })}` } : undefined;
  };
  const items = [
    { value: 'parcels', label: t('home.parcels'), badge: badge('parcels', t('home.parcels')) },
    { value: 'rides', label: t('home.rides'), badge: badge('rides', t('home.rides')) },
  ] satisfies TabItem<HomeTab>[];

  return (
    <Tabs label={t('home.switcherLabel')} items={items} value={value} onChange={setValue}>
      {!chosen && !waiting ? <ListSkeleton label={t('parcels.list.loading')} /> : value === 'parcels' ? parcels : rides}
    </Tabs>
  );
}
