import { useSyncExternalStore } from 'react';

/** WIDE is the width from which screens lay out in columns (a laptop), as the stylesheets' own media queries. */
export const WIDE = '(min-width: 1024px)';

/**
 * useMediaQuery tells whether the window matches query, and renders again when that changes. On the server (the
 * prerendered screens) nothing matches: the phone's layout, which the stylesheets widen.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
