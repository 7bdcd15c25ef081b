import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import type { Language, Profile, Role } from '@/types/api';

/** PROFILE_STORAGE_KEY is the localStorage key of the persisted profile. */
export const PROFILE_STORAGE_KEY = 'ridepost_profile';
/** PROFILE_REHYDRATION_TIMEOUT_MS bounds how long start-up waits for the stored profile. */
export const PROFILE_REHYDRATION_TIMEOUT_MS = 5000;

export interface ProfileData {
  userId: number;
  name: string;
  surname: string;
  phone: string;
  email: string;
  profilePicture: string;
  language: Language | '';
  emailVerified: boolean;
  /** role is "admin" for the instance's admins (the Admin screen), else "user". */
  role: Role;
}

interface ProfileActions {
  setProfile: (profile: Profile) => void;
  updateGeneral: (name: string, surname: string, phone: string) => void;
  updateEmail: (email: string) => void;
  updatePicture: (profilePicture: string) => void;
  updateLanguage: (language: Language) => void;
  setEmailVerified: (emailVerified: boolean) => void;
  clear: () => void;
}

export type ProfileState = ProfileData & ProfileActions;

/** initialProfile is the signed-out profile every field resets to. */
export const initialProfile: ProfileData = {
  userId: 0,
  name: '',
  surname: '',
  phone: '',
  email: '',
  profilePicture: '',
  language: '',
  emailVerified: false,
  role: 'user',
};

/** useProfileStore keeps the signed-in user's profile, persisted under ridepost_profile. */
export const useProfileStore = create<ProfileState>()(
  persist(
    (set) => ({
      ...initialProfile,
      setProfile: (p) =>
        set({
          userId: p.userId,
          name: p.name,
          surname: p.surname,
          phone: p.phone,
          email: p.email,
          profilePicture: p.profilePicture,
          language: p.language,
          emailVerified: p.emailVerified,
          role: p.role === 'admin' ? 'admin' : 'user',
        }),
      updateGeneral: (name, surname, phone) => set({ name, surname, phone }),
      updateEmail: (email) => set({ email, emailVerified: false }),
      updatePicture: (profilePicture) => set({ profilePicture }),
      updateLanguage: (language) => set({ language }),
      setEmailVerified: (emailVerified) => set({ emailVerified }),
      clear: () => set({ ...initialProfile }),
    }),
    {
      name: PROFILE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): ProfileData => ({
        userId: s.userId,
        name: s.name,
        surname: s.surname,
        phone: s.phone,
        email: s.email,
        profilePicture: s.profilePicture,
        language: s.language,
        emailVerified: s.emailVerified,
        role: s.role,
      }),
    },
  ),
);

/** waitForProfileRehydration resolves once the stored profile is loaded, or after the time-out. */
export function waitForProfileRehydration(timeoutMs = PROFILE_REHYDRATION_TIMEOUT_MS): Promise<void> {
  if (useProfileStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = useProfileStore.persist.onFinishHydration(done);
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}
