/*
 * Ridepost's service worker (registered by src/lib/service-worker.ts, scope '/').
 *
 * - Web Push: shows each notification the server sends ({title, body, url, notificationId, kind}); a click focuses
 *   an open tab of the app on its url, or opens one.
 * - Offline start: keeps the app shell — index.html and the build's hashed files under /assets/ — in a cache named
 *   after the build. Pages are fetched from the network first and fall back to the kept index.html; /assets/ files
 *   never change, so they come from the cache first. Nothing else is ever kept: not the API, not the account's
 *   pages (/auth/, /dev/, /unsubscribe), no answer about anyone.
 *
 * /sw-assets.js, written by the build (vite.config.ts), names the build and its assets. A new build changes it, so
 * the browser installs this worker again, which keeps the new shell and drops the old one.
 */

try {
  importScripts('/sw-assets.js');
} catch {
  // The dev server has no build: nothing to keep ahead, pages still work online.
}

const BUILD = self.RIDEPOST_BUILD || { version: 'dev', assets: [] };
const PREFIX = 'ridepost-shell-';
const CACHE = PREFIX + BUILD.version;
const SHELL = '/';

// Paths the worker leaves alone even when they are opened as pages.
const NEVER = ['/api/', '/auth/', '/dev/', '/unsubscribe', '/healthz', '/metrics'];
const isNever = (path) => NEVER.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // 'reload': past the browser's HTTP cache, so that the shell is this build's.
      await cache.addAll([SHELL, ...BUILD.assets].map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

/** page answers a page request from the network, or with the kept shell when there is no network. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const shell = await caches.match(SHELL, { cacheName: CACHE, ignoreVary: true });
    if (shell) return shell;
    throw err;
  }
}

/** asset answers a hashed, immutable file from the cache, else from the network (and keeps it). */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNever(url.pathname)) return;
  if (request.mode === 'navigate') {
    // App routes only: a file (the manifest, an icon) opened as a page goes its own way.
    if (!/\.[a-z0-9]+$/i.test(url.pathname)) event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});

/** appUrl is a notification's url if it is one of this app's, else the app's start. */
function appUrl(raw) {
  try {
    const url = new URL(raw || '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const options = {
    body: data.body || '',
    icon: '/icon-192.png',
    data: { url: appUrl(data.url) },
  };
  // One notification per event: the same one sent again replaces it rather than piling up.
  if (data.notificationId) options.tag = `notification-${data.notificationId}`;
  event.waitUntil(self.registration.showNotification(data.title || 'Ridepost', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || appUrl('/');
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus();
        try {
          await (focused || tab).navigate(url);
          return;
        } catch {
          // A tab this worker does not control cannot be sent elsewhere: open the url in a new one.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
