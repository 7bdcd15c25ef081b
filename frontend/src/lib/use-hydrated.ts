import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * useHydrated is false while React takes over a screen the build drew (prerender.tsx: on the server and in the
 * render that hydrates it), then true; a screen the app draws itself sees true at once. A drawn form stays
 * disabled until then, as its typing and its submit would otherwise go nowhere.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
