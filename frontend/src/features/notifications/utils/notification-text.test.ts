import { describe, expect, it } from 'vitest';

import en from '@/locales/en.json';
import uk from '@/locales/uk.json';
import { notificationFixture } from '@/testing/notification-fixtures';
import type { Notification, NotificationKind } from '@/types/api';

import { notificationHref, notificationSide, notificationTextKey, TEXTS } from './notification-text';

const KINDS = Object.keys(TEXTS) as NotificationKind[];
const text = (bundle: object, key: string, name = 'Iryna B.') => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const value = key.split('.').reduce<any>((o, k) => o?.[k], bundle);
  return typeof value === 'string' ? value.replace('{{name}}', name) : undefined;
};

describe('notification texts', () => {
  it('open my side of a request: the parcel when it is mine, else the ride', () => {
    const n = notificationFixture();
    expect(notificationSide(n, new Set([41]))).toBe('parcel');
    expect(notificationHref(n, 'parcel')).toBe('/parcel/41');
    expect(notificationSide(n, new Set([40]))).toBe('ride');
    expect(notificationSide(n, undefined)).toBe('ride');
    expect(notificationHref(n, 'ride')).toBe('/ride/3');
  });

  it('open what a notification names when it names one thing, and the parcel for what only senders get', () => {
    const rating = notificationFixture({ kind: 'rating_received', rideId: undefined, actor: undefined });
    expect(notificationSide(rating)).toBe('parcel');
    expect(notificationSide(notificationFixture({ kind: 'match_found', parcelId: undefined }))).toBe('ride');
    expect(notificationSide(notificationFixture({ kind: 'ride_cancelled' }), new Set())).toBe('parcel');
    expect(notificationSide(notificationFixture({ kind: 'parcel_picked_up' }), new Set())).toBe('parcel');
    const nothing = notificationFixture({ parcelId: undefined, rideId: undefined });
    expect(notificationSide(nothing)).toBeUndefined();
    expect(notificationHref(nothing, undefined)).toBeUndefined();
  });

  it('open a message’s conversation, whichever side I am on', () => {
    const n = notificationFixture({ kind: 'message_received', conversationId: 12 });
    expect(notificationHref(n, 'parcel')).toBe('/messages/12');
    expect(notificationHref(n, notificationSide(n, new Set()))).toBe('/messages/12');
    expect(notificationHref({ ...n, conversationId: undefined }, 'ride')).toBe('/ride/3');
  });

  it('word a request by the side I am on, naming who sent it', () => {
    const n = notificationFixture();
    expect(text(en, notificationTextKey(n, 'ride'))).toBe('Iryna B. asked your ride to carry a parcel');
    expect(text(en, notificationTextKey(n, 'parcel'))).toBe('Iryna B. offered to carry your parcel');
    expect(text(uk, notificationTextKey(n, 'ride'))).toBe('Iryna B. просить узяти посилку у вашу поїздку');
    const nobody = notificationFixture({ kind: 'request_approved', actor: undefined });
    expect(text(en, notificationTextKey(nobody, 'parcel'))).toBe('Your request was approved');
    expect(text(en, notificationTextKey(notificationFixture({ kind: 'parcel_expired' }), 'parcel'))).toBe(
      'Your parcel expired — post it again',
    );
    const rideExpired = notificationFixture({ kind: 'parcel_expired', parcelId: undefined, actor: undefined });
    expect(text(en, notificationTextKey(rideExpired, notificationSide(rideExpired)))).toBe('Your ride expired');
    expect(text(uk, notificationTextKey(rideExpired, notificationSide(rideExpired)))).toBe(
      'Термін вашої поїздки минув',
    );
  });

  it('word a planned pickup for the sender, naming the driver', () => {
    const n = notificationFixture({ kind: 'pickup_planned' });
    expect(notificationSide(n, new Set())).toBe('parcel');
    expect(notificationHref(n, 'parcel')).toBe('/parcel/41');
    expect(text(en, notificationTextKey(n, 'parcel'))).toBe('Iryna B. planned the pickup of your parcel');
    expect(text(uk, notificationTextKey(n, 'parcel'))).toBe('Iryna B. призначає час і місце забору вашої посилки');
  });

  it('word a match by what it names: my parcel and a new ride, or a new item on a saved route', () => {
    const match = (over: Partial<Notification>) => {
      const n = notificationFixture({ kind: 'match_found', ...over });
      return text(en, notificationTextKey(n, notificationSide(n, new Set())));
    };
    expect(match({})).toBe('A new ride by Iryna B. fits your parcel');
    expect(notificationSide(notificationFixture({ kind: 'match_found' }), new Set())).toBe('parcel');
    expect(match({ rideId: undefined })).toBe('A new parcel from Iryna B. on your saved route');
    expect(match({ parcelId: undefined, actor: undefined })).toBe('A new ride on your saved route');
  });

  it('word a rating by who gave it: the recipient of my delivery, or my driver of me as a sender', () => {
    const byRecipient = notificationFixture({ kind: 'rating_received', rideId: undefined, actor: undefined });
    expect(text(en, notificationTextKey(byRecipient, 'parcel'))).toBe('A recipient rated your delivery');
    const byDriver = notificationFixture({ kind: 'rating_received' });
    expect(text(en, notificationTextKey(byDriver, notificationSide(byDriver, new Set([41]))))).toBe(
      'Your driver rated you as a sender',
    );
    expect(text(uk, notificationTextKey(byDriver, 'parcel'))).toBe('Водій оцінює вас як відправника');
  });

  it('have a sentence for every kind, side and actor in both languages, naming the actor when there is one', () => {
    expect(Object.keys(en.notifications.kinds).sort()).toEqual([...KINDS].sort());
    const shapes: Partial<Notification>[] = [{}, { rideId: undefined }, { parcelId: undefined }];
    for (const kind of KINDS)
      for (const shape of shapes)
        for (const side of ['parcel', 'ride'] as const)
          for (const actor of [notificationFixture().actor, undefined]) {
            const key = notificationTextKey(notificationFixture({ kind, actor, ...shape }), side);
            for (const bundle of [en, uk]) {
              const sentence = text(bundle, key, '@');
              expect(sentence, key).toBeTruthy();
              expect(sentence!.includes('@'), key).toBe(TEXTS[kind].named && actor !== undefined);
            }
          }
  });
});
