import { beforeAll, describe, expect, it } from 'vitest';

import i18n, { i18nReady } from '@/i18n';
import { parcelFixture, rideFixture } from '@/testing/parcel-fixtures';
import type { DeliveryRequest } from '@/types/api';

import { requestStateText } from './request-state';

const request = (over: Partial<DeliveryRequest>): DeliveryRequest => ({
  requestId: 1,
  parcelId: 41,
  rideId: 3,
  direction: 'fromSender',
  cost: 150,
  status: 'pending',
  createdAt: '2030-05-02T10:00:00Z',
  counterpart: { userId: 9, name: 'Olena', surname: 'K.', profilePicture: '', rating: { average: 0, count: 0 }, deliveries: 0 },
  parcel: parcelFixture(),
  ride: rideFixture(),
  fromMe: false,
  awaitingMe: false,
  ...over,
});

describe('requestStateText words a request from my side', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
  });
  const text = (over: Partial<DeliveryRequest>) => requestStateText(request(over), i18n.t);

  it('pending: waiting for me, or for the other side by name', () => {
    expect(text({ awaitingMe: true })).toBe('Waiting for your answer');
    expect(text({ fromMe: true })).toBe('Waiting for Olena K.');
  });

  it('answered: who did what', () => {
    expect(text({ status: 'approved' })).toBe('You approved it');
    expect(text({ status: 'approved', fromMe: true })).toBe('Olena K. approved it');
    expect(text({ status: 'declined' })).toBe('You declined it');
    expect(text({ status: 'declined', fromMe: true })).toBe('Olena K. declined it');
    expect(text({ status: 'cancelled', fromMe: true })).toBe('You withdrew it');
    expect(text({ status: 'cancelled' })).toBe('Olena K. withdrew it');
    expect(text({ status: 'expired' })).toBe('Expired: no longer open');
  });

  it('in Ukrainian, without guessing anyone’s gender', async () => {
    await i18n.changeLanguage('uk');
    expect(text({ awaitingMe: true })).toBe('Чекає на вашу відповідь');
    expect(text({ fromMe: true })).toBe('Чекає на відповідь: Olena K.');
    expect(text({ status: 'approved', fromMe: true })).toBe('Запит схвалено');
    expect(text({ status: 'cancelled', fromMe: true })).toBe('Ви відкликали запит');
    await i18n.changeLanguage('en');
  });
});
