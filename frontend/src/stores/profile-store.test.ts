import { beforeEach, describe, expect, it } from 'vitest';

import { testProfile } from '@/testing/test-utils';

import { useAuthStore } from './auth-store';
import { initialProfile, PROFILE_REHYDRATION_TIMEOUT_MS, PROFILE_STORAGE_KEY, useProfileStore } from './profile-store';
import { useSwitcherStore } from './switcher-store';

const stored = () => JSON.parse(localStorage.getItem(PROFILE_STORAGE_KEY) ?? 'null')?.state;

describe('profile store', () => {
  beforeEach(() => useProfileStore.getState().clear());

  it('starts empty: userId 0 and blank text fields', () => {
    expect(initialProfile).toMatchObject({
      userId: 0,
      name: '',
      surname: '',
      phone: '',
      email: '',
      profilePicture: '',
    });
    expect(useProfileStore.getState()).toMatchObject(initialProfile);
  });

  it('persists the profile under ridepost_profile, with a 5 s rehydration time-out', () => {
    useProfileStore.getState().setProfile(testProfile);
    expect(PROFILE_STORAGE_KEY).toBe('ridepost_profile');
    expect(PROFILE_REHYDRATION_TIMEOUT_MS).toBe(5000);
    expect(stored()).toMatchObject({ userId: 7, name: 'Olena', email: 'olena@example.com', emailVerified: true });
  });

  it('replaces only what each edit returns', () => {
    const s = useProfileStore.getState();
    s.setProfile(testProfile);
    s.updateGeneral('Ivan', 'Franko', '+380501112233');
    s.updatePicture('/api/pictures/1.webp');
    expect(useProfileStore.getState()).toMatchObject({
      name: 'Ivan',
      surname: 'Franko',
      phone: '+380501112233',
      email: 'olena@example.com',
      profilePicture: '/api/pictures/1.webp',
    });
    s.updateEmail('new@example.com');
    expect(useProfileStore.getState()).toMatchObject({ email: 'new@example.com', emailVerified: false, name: 'Ivan' });
  });

  it('clears back to the defaults, in storage too', () => {
    useProfileStore.getState().setProfile(testProfile);
    useProfileStore.getState().clear();
    expect(useProfileStore.getState()).toMatchObject(initialProfile);
    expect(stored()).toMatchObject({ userId: 0, email: '' });
  });
});

describe('auth and switcher stores', () => {
  it('keeps the token in memory only', () => {
    useAuthStore.getState().setToken('secret-token');
    useProfileStore.getState().setProfile(testProfile);
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-token');
    useAuthStore.getState().clear();
    expect(useAuthStore.getState().token).toBe('');
  });

  it('defaults the switchers to Parcels and From Senders', () => {
    expect(useSwitcherStore.getState()).toMatchObject({ homeSwitcher: 'parcels', rideSwitcher: 'fromSenders' });
  });
});
