import { useSyncExternalStore } from 'react';

// Whether the browser says it has a network. It can be wrong one way only (online, yet the server is unreachable):
// "offline" is believed, "online" merely lets calls try.

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** isOffline tells whether the browser has no network now. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** useOffline is isOffline, kept current by the browser's online and offline events. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
