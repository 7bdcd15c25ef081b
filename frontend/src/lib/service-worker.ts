// The service worker (public/sw.js) keeps the app shell for offline starts and shows Web Push notifications.

/** SERVICE_WORKER_URL is the worker's script; served from the root, it may control every page (scope '/'). */
export const SERVICE_WORKER_URL = '/sw.js';

const register = () => navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });

/**
 * registerServiceWorker registers the worker once the page has loaded, so that its download never competes with
 * the first screen's. Production builds only: in development Vite serves modules the worker must not keep.
 * A browser without service workers (or one that refuses them) simply has no offline start.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** serviceWorkerRegistration is the worker's registration once it is active, registering it if it is not yet. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration('/'))) await register();
  return navigator.serviceWorker.ready;
}
