import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * useHydrated is false while React takes over a screen the build drew (prerender.tsx: on the server and in the
 * render that hydrates it), then true; a screen the app draws itself sees true at once. What only the app can know
 * (what this browser stored, a list's results) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
