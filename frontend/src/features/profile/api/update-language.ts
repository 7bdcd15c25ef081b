import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useProfileStore } from '@/stores/profile-store';
import type { Language } from '@/types/api';

/** updateLanguage saves the interface language to the profile (used for e-mails and other devices). */
export const updateLanguage = (language: Language) =>
  api.put<{ language: Language }>('/api/profile/language', { language });

/** useUpdateLanguage saves the language and keeps it in the profile. */
export function useUpdateLanguage() {
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: ({ language }) => useProfileStore.getState().updateLanguage(language),
  });
}
