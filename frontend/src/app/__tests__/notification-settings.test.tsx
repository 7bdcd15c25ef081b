import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockFetch } from '@/testing/fetch-mock';
import { renderApp, resetStores, testProfile } from '@/testing/test-utils';
import type { EmailKinds, NotificationSettings } from '@/types/api';

const session = { status: 200, body: { token: 'tok-1', profile: testProfile } };
const KINDS: (keyof EmailKinds)[] = [
  'request_received',
  'request_approved',
  'request_declined',
  'request_cancelled',
  'request_expired',
  'request_reminder',
  'parcel_picked_up',
  'parcel_delivered',
  'parcel_failed',
  'parcel_expired',
  'ride_cancelled',
  'match_found',
  'message_received',
  'rating_received',
];
const settings = (over: Partial<EmailKinds> = {}, push = false): NotificationSettings => ({
  email: { ...(Object.fromEntries(KINDS.map((k) => [k, true])) as EmailKinds), ...over },
  push,
});
const ok = (body: NotificationSettings) => ({ status: 200, body });

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example.com/send/device-1';

/** fakePushBrowser makes jsdom a browser with service workers, the Push API and notifications. */
function fakePushBrowser({
  permission = 'default',
  answer = 'granted',
}: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  let subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    subscription = {
      endpoint: ENDPOINT,
      unsubscribe,
      ...{
        options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer },
        toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
      },
    };
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration, register: async () => registration, ready: registration },
    configurable: true,
  });
  vi.stubGlobal('Notification', notification);
  return { notification, subscribe, unsubscribe };
}

function forgetFakeBrowser() {
  for (const [target, key] of [
    [window, 'isSecureContext'],
    [window, 'PushManager'],
    [navigator, 'serviceWorker'],
  ] as const)
    Reflect.deleteProperty(target, key);
}

describe('notification settings', () => {
  beforeEach(resetStores);
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetFakeBrowser();
  });

  it('saves each e-mail switch at once, and puts one back when the server refuses', async () => {
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/profile/notifications': ok(settings()),
      'PUT /api/profile/notifications': [ok(settings({ request_received: false })), apiError(500, 'internal')],
    });
    // The second change's answer waits until released, to see the switch before it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = globalThis.fetch;
    let puts = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT' && ++puts === 2) await held;
      return answer(input, init);
    });
    const { user } = renderApp('/profile/notifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    const requests = await screen.findByRole('group', { name: 'Requests' });
    expect(within(requests).getAllByRole('switch')).toHaveLength(6);
    expect(screen.getAllByRole('switch', { checked: true })).toHaveLength(14);
    for (const group of ['Deliveries', 'Matches and messages', 'Ratings'])
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Someone sends me a message' })).toHaveAccessibleDescription(
      'At most one e-mail an hour for each conversation.',
    );

    const asked = screen.getByRole('switch', { name: 'Someone sends me a request or an offer' });
    await user.click(asked);
    await waitFor(() => expect(asked).not.toBeChecked());
    expect(await screen.findByText('E-mails about this are off')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { email: { request_received: false } },
    ]);

    const delivered = screen.getByRole('switch', { name: 'A parcel is delivered' });
    await user.click(delivered);
    await waitFor(() => expect(delivered).not.toBeChecked()); // at once, before the answer
    release();
    expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
    await waitFor(() => expect(delivered).toBeChecked());
    expect(asked).not.toBeChecked(); // the other change stays
  });

  it('explains why this device cannot take notifications where the browser has no Web Push', async () => {
    mockFetch({ 'GET /auth/session': session, 'GET /api/profile/notifications': ok(settings({}, true)) });
    renderApp('/profile/notifications');

    const device = await screen.findByRole('switch', { name: 'Notifications on this device' });
    expect(device).toBeDisabled();
    expect(device).not.toBeChecked();
    expect(await screen.findByRole('note')).toHaveTextContent(/can't show Ridepost's notifications/);
  });

  it('turns this device on (permission, subscription, push on) and off (forgotten, push off)', async () => {
    const browser = fakePushBrowser();
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/profile/notifications': ok(settings()),
      'GET /api/push/key': { status: 200, body: { publicKey: PUBLIC_KEY } },
      'POST /api/push/subscriptions': { status: 201 },
      'DELETE /api/push/subscriptions': { status: 204 },
      'PUT /api/profile/notifications': [ok(settings({}, true)), ok(settings({}, false))],
    });
    const { user } = renderApp('/profile/notifications');

    const device = await screen.findByRole('switch', { name: 'Notifications on this device' });
    await waitFor(() => expect(device).toBeEnabled());
    expect(device).not.toBeChecked();
    await user.click(device);
    expect(await screen.findByText('Notifications are on for this device')).toBeInTheDocument();
    await waitFor(() => expect(device).toBeChecked());
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.subscribe.mock.calls[0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array).slice(0, 3)).toEqual([4, 73, 122]);
    const sent = calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);
    expect(sent).toEqual([
      ['POST', '/api/push/subscriptions', { endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }],
      ['PUT', '/api/profile/notifications', { push: true }],
    ]);

    await user.click(device);
    expect(await screen.findByText('Notifications are off')).toBeInTheDocument();
    await waitFor(() => expect(device).not.toBeChecked());
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      ...sent,
      ['DELETE', '/api/push/subscriptions', { endpoint: ENDPOINT }],
      ['PUT', '/api/profile/notifications', { push: false }],
    ]);
  });

  it('stays off when notifications are not allowed, and says so once they are blocked', async () => {
    fakePushBrowser({ answer: 'denied' });
    const calls = mockFetch({
      'GET /auth/session': session,
      'GET /api/profile/notifications': ok(settings()),
    });
    const { user } = renderApp('/profile/notifications');

    const device = await screen.findByRole('switch', { name: 'Notifications on this device' });
    await waitFor(() => expect(device).toBeEnabled());
    await user.click(device);
    expect(await screen.findByText(/Notifications are blocked for Ridepost in this browser/, { selector: '.toast *' }));
    await waitFor(() => expect(device).toBeDisabled());
    expect(device).not.toBeChecked();
    expect(screen.getByRole('note')).toHaveTextContent(/Allow them in the browser's site settings/);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('offline: a banner, and the screen says its data needs a connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input) !== '/auth/session') throw new TypeError('Failed to fetch');
        // The network goes once the app is up, as the browser tells it: navigator.onLine and an "offline" event.
        await new Promise((resolve) => setTimeout(resolve, 20));
        Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
        window.dispatchEvent(new Event('offline'));
        return json(200, session.body);
      }),
    );
    try {
      renderApp('/profile/notifications');
      expect(await screen.findByText("You're offline — showing what's saved; changes need a connection")).toBeVisible();
      expect(await screen.findByRole('heading', { name: "Couldn't load your settings" })).toBeInTheDocument();
      expect(
        screen.getByText("You're offline. This needs a connection: try again once you're back online."),
      ).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
      window.dispatchEvent(new Event('online'));
    }
  });
});
