import { lazy, Suspense, useSyncExternalStore } from 'react';

import { subscribeToast, toastLoaded } from '@/lib/toast';

/** TOAST_DURATION_MS is how long a toast stays. */
export const TOAST_DURATION_MS = 3000;

const ToasterView = lazy(() => import('./toaster-view'));

/**
 * Toaster shows global toasts (toaster-view.tsx) from the first one on: react-hot-toast and its toaster load with
 * it (lib/toast.ts), not with the first screen.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(subscribeToast, toastLoaded, () => false);
  return loaded ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
