import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';
import { apiError, json, mockFetch } from '@/testing/fetch-mock';
import { resetStores, testProfile } from '@/testing/test-utils';

import { api, ApiError, onUnauthorized } from './api-client';

describe('api client', () => {
  beforeEach(resetStores);
  afterEach(() => vi.unstubAllGlobals());

  it('turns the error envelope into a typed ApiError', async () => {
    mockFetch({
      'POST /auth/signup': { ...apiError(409, 'email_taken', { email: 'taken' }), headers: { 'Retry-After': '30' } },
    });
    const err = await api.post('/auth/signup', { email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 409,
      code: 'email_taken',
      message: 'email taken',
      fields: { email: 'taken' },
      retryAfter: 30,
    });
  });

  it('names errors without an envelope by their status, and a failed fetch "network"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 502, code: 'internal' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('sends JSON same-origin and returns the parsed body, undefined for 204', async () => {
    mockFetch({ 'GET /api/profile': { status: 200, body: testProfile }, 'GET /auth/signout': { status: 204 } });
    await expect(api.get('/api/profile')).resolves.toEqual(testProfile);
    await expect(api.get('/auth/signout')).resolves.toBeUndefined();
    const [, init] = vi.mocked(fetch).mock.calls[0];
    expect(init).toMatchObject({ credentials: 'same-origin', method: 'GET' });
  });

  it('sends X-CSRF-Token on every non-GET call once a token is set, never on GET', async () => {
    const calls = mockFetch({
      'PUT /api/profile/language': { status: 200, body: { language: 'uk' } },
      'GET /api/profile': { status: 200, body: testProfile },
      'POST /auth/signin': { status: 200, body: { token: 't', profile: testProfile } },
    });
    await api.post('/auth/signin', {});
    useAuthStore.getState().setToken('tok-123');
    await api.put('/api/profile/language', { language: 'uk' });
    await api.get('/api/profile');

    expect(calls.map((c) => [c.method, c.headers.get('X-CSRF-Token')])).toEqual([
      ['POST', null],
      ['PUT', 'tok-123'],
      ['GET', null],
    ]);
    expect(calls[1].headers.get('Content-Type')).toBe('application/json');
    expect(calls[1].body).toEqual({ language: 'uk' });
  });

  it('on a 401 clears the profile and token and hands over to the app', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    useAuthStore.getState().setToken('tok');
    useProfileStore.getState().setProfile(testProfile);
    mockFetch({ 'GET /api/profile': apiError(401, 'not_signed_in') });

    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(useProfileStore.getState()).toMatchObject({ userId: 0, email: '', name: '' });
    expect(useAuthStore.getState().token).toBe('');
    expect(handler).toHaveBeenCalledOnce();
    off();
  });

  it.each(['/auth/signin', '/auth/session', '/auth/signup'])(
    'leaves the session alone on a 401 from %s',
    async (path) => {
      const handler = vi.fn();
      const off = onUnauthorized(handler);
      useProfileStore.getState().setProfile(testProfile);
      vi.stubGlobal(
        'fetch',
        vi.fn().mockResolvedValue(json(401, { error: { code: 'invalid_credentials', message: 'no' } })),
      );

      await expect(api.post(path, {})).rejects.toMatchObject({ code: 'invalid_credentials' });
      expect(useProfileStore.getState().userId).toBe(testProfile.userId);
      expect(handler).not.toHaveBeenCalled();
      off();
    },
  );
});
