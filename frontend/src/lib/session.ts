import type { QueryClient } from '@tanstack/react-query';

import { currentLanguage, isLanguage, setLanguage } from '@/i18n';
import { clearServerData } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';
import type { AuthResponse } from '@/types/api';

/**
 * startSession keeps the token and profile of a new or recovered session. By default the profile's language
 * wins and the interface switches to it (the promise settles once it has); sign-up keeps the language the
 * visitor chose instead.
 */
export function startSession({ token, profile }: AuthResponse, { adoptLanguage = true } = {}): Promise<void> {
  useAuthStore.getState().setToken(token);
  useProfileStore.getState().setProfile(profile);
  if (adoptLanguage && isLanguage(profile.language) && profile.language !== currentLanguage()) {
    return setLanguage(profile.language);
  }
  return Promise.resolve();
}

/** endSession forgets the user: profile, token and every cached server answer. */
export function endSession(queryClient?: QueryClient): void {
  useProfileStore.getState().clear();
  useAuthStore.getState().clear();
  if (queryClient) clearServerData(queryClient);
}
