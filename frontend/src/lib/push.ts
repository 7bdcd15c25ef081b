import { api, isNotFound } from './api-client';
import { serviceWorkerRegistration } from './service-worker';

// Web Push on this device (docs/product.md §3 "ProfileNotifications"): the browser's side of it. A device is subscribed
// when its service worker holds a PushSubscription; the server sends to it while the user's `push` setting is on.

/** PUSH_SUBSCRIPTIONS is where a device's subscription is kept (POST) and forgotten (DELETE). */
export const PUSH_SUBSCRIPTIONS = '/api/push/subscriptions';

/** base64UrlToBytes decodes base64url (padded or not), as the VAPID key comes, into PushManager's bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.trim().replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** sameKey tells whether a subscription was made with the key `key` (bytes for bytes). */
export function sameKey(current: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!current || current.byteLength !== key.byteLength) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((b, i) => b === key[i]);
}

/**
 * pushSupported tells whether this browser can take Web Push here: a secure page with service workers, the Push
 * API and notifications (on an iPhone, only once the app is added to the Home Screen).
 */
export const pushSupported = (): boolean =>
  window.isSecureContext === true &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** PushDevice is this device as the notification settings see it. */
export interface PushDevice {
  supported: boolean;
  /** permission is the browser's answer about notifications for this site ("default": not asked yet). */
  permission: NotificationPermission;
  /** subscribed tells whether this device holds a push subscription. */
  subscribed: boolean;
}

/** deviceSubscription is this device's push subscription, if its service worker holds one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** readPushDevice reads what this device can do and whether it is subscribed. */
export async function readPushDevice(): Promise<PushDevice> {
  if (!pushSupported()) return { supported: false, permission: 'default', subscribed: false };
  return { supported: true, permission: Notification.permission, subscribed: (await deviceSubscription()) !== null };
}

/**
 * subscribeDevice subscribes this device with the server's VAPID key and returns the subscription. One made before
 * with that key is kept; one made with another key (the server's changed) is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const registration = await serviceWorkerRegistration();
  const key = base64UrlToBytes(publicKey);
  const current = await registration.pushManager.getSubscription();
  if (current && sameKey(current.options.applicationServerKey, key)) return current;
  await current?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * forgetPushDevice stops Web Push to this device: the server forgets its subscription (one it never had, 404, is
 * fine), then the browser drops it. Without a subscription it does nothing.
 */
export async function forgetPushDevice(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  try {
    await api.delete<void>(PUSH_SUBSCRIPTIONS, { endpoint: subscription.endpoint });
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
  await subscription.unsubscribe();
}
