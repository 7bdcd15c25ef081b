import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import i18n, { i18nReady } from '@/i18n';
import { parcelFixture, rideFixture } from '@/testing/parcel-fixtures';
import type { DeliveryRequest } from '@/types/api';

import { parcelStatusText, requestStatusText, rideStatusText } from './status';

const request = (over: Partial<DeliveryRequest>): DeliveryRequest => ({
  requestId: 1,
  parcelId: 41,
  rideId: 3,
  direction: 'fromSender',
  cost: 150,
  status: 'pending',
  createdAt: '2030-05-02T10:00:00Z',
  counterpart: {
    userId: 9,
    name: 'Olena',
    surname: 'K.',
    profilePicture: '',
    rating: { average: 0, count: 0 },
    senderRating: { average: 0, count: 0 },
    deliveries: 0,
    sent: 0,
    memberSince: '2025-03',
    answers: null,
    cancellations: null,
  },
  parcel: parcelFixture(),
  ride: rideFixture(),
  fromMe: false,
  awaitingMe: false,
  message: '',
  conversationId: 1,
  ...over,
});

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
});
afterAll(() => i18n.changeLanguage('en'));

describe('parcel and ride states', () => {
  it('have their words and colours in English', () => {
    expect(parcelStatusText('New')).toEqual({ label: 'New', tone: 'blue' });
    expect(parcelStatusText('Accepted')).toEqual({ label: 'Accepted', tone: 'violet' });
    expect(parcelStatusText('In Transit')).toEqual({ label: 'In transit', tone: 'amber' });
    expect(parcelStatusText('Delivered')).toEqual({ label: 'Delivered', tone: 'green' });
    expect(parcelStatusText('Failed')).toEqual({ label: 'Failed', tone: 'red' });
    expect(parcelStatusText('Cancelled')).toEqual({ label: 'Cancelled', tone: 'grey' });
    expect(parcelStatusText('Expired')).toEqual({ label: 'Expired', tone: 'outline' });
    expect(rideStatusText('Planned')).toEqual({ label: 'Planned', tone: 'blue' });
    expect(rideStatusText('In Progress')).toEqual({ label: 'In progress', tone: 'amber' });
    expect(rideStatusText('Completed')).toEqual({ label: 'Completed', tone: 'green' });
    expect(rideStatusText('Expired')).toEqual({ label: 'Expired', tone: 'outline' });
  });

  it('and in Ukrainian, in the same colours', async () => {
    await i18n.changeLanguage('uk');
    expect(parcelStatusText('In Transit')).toEqual({ label: 'В дорозі', tone: 'amber' });
    expect(parcelStatusText('Failed')).toEqual({ label: 'Не доставлена', tone: 'red' });
    expect(rideStatusText('In Progress')).toEqual({ label: 'Триває', tone: 'amber' });
    expect(rideStatusText('Cancelled')).toEqual({ label: 'Скасована', tone: 'grey' });
    await i18n.changeLanguage('en');
  });
});

describe('a request’s state, from my side', () => {
  const text = (over: Partial<DeliveryRequest>) => requestStatusText(request(over));

  it('pending: waiting for me (amber), or for the other side by name (blue)', () => {
    expect(text({ awaitingMe: true })).toEqual({ label: 'Waiting for your answer', tone: 'amber' });
    expect(text({ fromMe: true })).toEqual({ label: 'Waiting for Olena K.', tone: 'blue' });
    expect(text({})).toEqual({ label: 'Waiting for an answer', tone: 'blue' });
  });

  it('answered: who did what', () => {
    expect(text({ status: 'approved' })).toEqual({ label: 'You approved it', tone: 'green' });
    expect(text({ status: 'approved', fromMe: true }).label).toBe('Olena K. approved it');
    expect(text({ status: 'declined' })).toEqual({ label: 'You declined it', tone: 'red' });
    expect(text({ status: 'declined', fromMe: true }).label).toBe('Olena K. declined it');
    expect(text({ status: 'cancelled', fromMe: true })).toEqual({ label: 'You withdrew it', tone: 'grey' });
    expect(text({ status: 'cancelled' }).label).toBe('Olena K. withdrew it');
    expect(text({ status: 'expired' })).toEqual({ label: 'Expired: no longer open', tone: 'outline' });
  });

  it('in Ukrainian, without guessing anyone’s gender', async () => {
    await i18n.changeLanguage('uk');
    expect(text({ awaitingMe: true }).label).toBe('Чекає на вашу відповідь');
    expect(text({ fromMe: true }).label).toBe('Чекає на відповідь: Olena K.');
    expect(text({ status: 'approved', fromMe: true }).label).toBe('Запит схвалено');
    expect(text({ status: 'cancelled', fromMe: true }).label).toBe('Ви відкликали запит');
    await i18n.changeLanguage('en');
  });
});
