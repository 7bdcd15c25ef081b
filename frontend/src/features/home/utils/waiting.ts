import type { HomeSwitcher as HomeTab } from '@/stores/switcher-store';

/** Waiting is how many requests wait for my answer under each of Home's tabs. */
export interface Waiting {
  parcels: number;
  rides: number;
}

/** waitingCount adds up the requests that wait for my answer over my parcels or my rides (their pendingRequests). */
export function waitingCount(items: readonly { pendingRequests?: number }[] | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + Math.max(0, item.pendingRequests ?? 0), 0);
}

/**
 * openingTab is the tab Home opens on when the member has not chosen one: Rides when only rides have something
 * waiting (a driver with requests to answer), else Parcels, the default.
 */
export function openingTab(waiting: Waiting): HomeTab {
  return waiting.parcels === 0 && waiting.rides > 0 ? 'rides' : 'parcels';
}
